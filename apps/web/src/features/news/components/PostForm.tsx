import { Button, Card, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { POST_TITLE_MAX, type Post, postFormSchema } from '@transferdesk/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteRecordDialog } from '../../../components/DeleteRecordDialog.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { editorHtml, RichTextField, useRichTextEditor } from '../../../components/RichTextField.tsx';
import { allTouched, schemaValidator } from '../../../lib/forms.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { serverRefusals } from '../../../lib/server-errors.ts';
import { useDeletePost, useSavePost } from '../api.ts';

/** The server's refusal of the title shows at it (issue 26, item 9). */
const FIELDS = ['title'] as const;

/** Spec 2, post form: title and rich text (heading, bold, italic, lists, undo, redo). */
export function PostForm({ post }: { post?: Post }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePost();
  const remove = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  const labelId = useId();
  const title = post ? t('news.form.editTitle') : t('news.form.addTitle');
  usePageTitle(title);
  // The content lives in its editor: the alert names it.
  const refusals = serverRefusals(save.error, FIELDS, { content: t('news.form.content') });
  const form = useForm({
    initialValues: { title: post?.title ?? '' },
    validate: schemaValidator(postFormSchema),
    validateInputOnBlur: true,
    enhanceGetInputProps: refusals.enhanceGetInputProps,
  });
  const editor = useRichTextEditor(post?.content ?? '', labelId);

  const submit = ({ title: text }: { title: string }) => {
    const content = editorHtml(editor);
    save.mutate(
      { id: post?.id, title: text.trim(), content },
      {
        onSuccess: () => {
          notifications.show({
            role: 'status',
            color: 'teal',
            icon: <IconCheck size={18} aria-hidden />,
            message: t('news.form.saved'),
          });
          navigate(paths.news.list);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          post && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('news.form.delete')}
            </Button>
          )
        }
      />
      <Card maw={900} p={{ base: 'lg', sm: 'xl' }}>
        <form
          noValidate
          onSubmit={form.onSubmit(submit, () => form.setTouched(allTouched(form.getValues())))}
        >
          <Stack gap="lg">
            <TextInput
              label={t('news.form.title')}
              withAsterisk
              maxLength={POST_TITLE_MAX}
              {...form.getInputProps('title')}
            />
            <RichTextField label={t('news.form.content')} labelId={labelId} editor={editor} />
            {save.error && (
              <ErrorAlert title={t('messages.postSave')} error={save.error} {...refusals.alert} />
            )}
            {remove.error && <ErrorAlert title={t('news.form.deleteError')} error={remove.error} />}
            <FormActions cancelTo="/news" saving={save.isPending} />
          </Stack>
        </form>
      </Card>
      {post && (
        <DeleteRecordDialog
          id={post.id}
          opened={confirming}
          onClose={() => setConfirming(false)}
          remove={remove}
          leaveTo={paths.news.list}
        />
      )}
    </>
  );
}
