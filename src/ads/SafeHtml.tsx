import * as React from 'react';
import type { SafeNode } from './sanitize';

/**
 * Renders sanitised ad HTML as React elements; links open in a new tab as sponsored links. Inside a link of its
 * own (`links={false}`), the HTML's links become their text, since links cannot nest.
 */
export function SafeHtml({ nodes, links = true }: { nodes: SafeNode[]; links?: boolean }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.type) {
          case 'text':
            return <React.Fragment key={index}>{node.text}</React.Fragment>;
          case 'br':
            return <br key={index} />;
          case 'a':
            return links ? (
              <a key={index} href={node.href} target="_blank" rel="noopener sponsored">
                <SafeHtml nodes={node.children} />
              </a>
            ) : (
              <SafeHtml key={index} nodes={node.children} links={false} />
            );
          default: {
            const Tag = node.type;
            return (
              <Tag key={index}>
                <SafeHtml nodes={node.children} links={links} />
              </Tag>
            );
          }
        }
      })}
    </>
  );
}
