import * as React from 'react';
import type { SafeNode } from './sanitize';

/** Renders sanitised ad HTML as React elements; links open in a new tab as sponsored links. */
export function SafeHtml({ nodes }: { nodes: SafeNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.type) {
          case 'text':
            return <React.Fragment key={index}>{node.text}</React.Fragment>;
          case 'br':
            return <br key={index} />;
          case 'a':
            return (
              <a key={index} href={node.href} target="_blank" rel="noopener sponsored">
                <SafeHtml nodes={node.children} />
              </a>
            );
          default: {
            const Tag = node.type;
            return (
              <Tag key={index}>
                <SafeHtml nodes={node.children} />
              </Tag>
            );
          }
        }
      })}
    </>
  );
}
