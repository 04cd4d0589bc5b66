export { CodeEditor, type CodeEditorProps, type CodeLanguage } from './code-editor';
