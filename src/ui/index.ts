// The ground floor of shared interface bits: code blocks and their copy buttons.
export { CodeBlock, type CodeBlockProps } from './CodeBlock';
export {
  announce,
  codeBlockToCopy,
  copyWithFeedback,
  useCopyButtons,
  COPIED_FEEDBACK_MS,
  type CopyLabels,
} from './useCopyButtons';
