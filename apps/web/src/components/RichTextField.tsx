import { Input } from '@mantine/core';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

/**
 * The editor state of a rich-text field, started with `content` (HTML). The form keeps it and reads
 * the text at submit with `editorHtml`. `labelId` names the editable area for screen readers.
 */
export function useRichTextEditor(content: string, labelId: string): Editor | null {
  return useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' } },
  });
}

/** The HTML to save: '' for an empty editor rather than `<p></p>`. */
export function editorHtml(editor: Editor | null): string {
  if (!editor || editor.isEmpty) return '';
  return editor.getHTML();
}

interface RichTextFieldProps {
  label: string;
  labelId: string;
  editor: Editor | null;
  /** Height of the editable area. */
  minHeight?: number;
}

/**
 * Spec 2, rich text: heading, bold, italic, numbered and bulleted lists, undo, redo. The server
 * sanitises what it stores to these elements.
 */
export function RichTextField({ label, labelId, editor, minHeight = 240 }: RichTextFieldProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }}>
      <MantineRichTextEditor
        editor={editor}
        mt={4}
        labels={{
          h2ControlLabel: t('news.editor.heading2'),
          h3ControlLabel: t('news.editor.heading3'),
          boldControlLabel: t('news.editor.bold'),
          italicControlLabel: t('news.editor.italic'),
          orderedListControlLabel: t('news.editor.orderedList'),
          bulletListControlLabel: t('news.editor.bulletList'),
          undoControlLabel: t('news.editor.undo'),
          redoControlLabel: t('news.editor.redo'),
        }}
      >
        <MantineRichTextEditor.Toolbar sticky stickyOffset={60}>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.OrderedList />
            <MantineRichTextEditor.BulletList />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Undo />
            <MantineRichTextEditor.Redo />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content mih={minHeight} />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
