import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Rating,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPhotoUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { SiteClass, SiteContent, SiteImage } from '../../../../domain/site-content';
import { readAdminToken, trpc } from '../../../trpc';
import { ErrorState, LoadingState } from '../query-state';
import { ReceiptSettingsSection } from './receipt-settings';
import { errorText, notifyError, notifySuccess } from '../notify';

/** Sends a picture file as it is; the server resizes it (sharp) and answers where it lives. */
async function uploadPicture(file: File): Promise<Omit<SiteImage, 'alt'>> {
  const res = await fetch('/api/admin/site-content/images', {
    method: 'POST',
    headers: { authorization: `Bearer ${readAdminToken() ?? ''}`, 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  const body = (await res.json().catch(() => ({}))) as { message?: string; url?: string; width?: number; height?: number };
  if (!res.ok) throw new Error(body.message ?? `Upload failed (${res.status})`);
  return { url: body.url!, width: body.width!, height: body.height! };
}

function PictureField({
  label,
  value,
  onChange,
  altHint,
}: {
  label: string;
  value: SiteImage | null;
  onChange: (v: SiteImage | null) => void;
  altHint: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const uploaded = await uploadPicture(file);
      onChange({ ...uploaded, alt: value?.alt ?? '' });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6}>
      <Text fw={600} fz="sm">
        {label}
      </Text>
      {value ? (
        <Image src={value.url} alt="" maw={240} radius="sm" />
      ) : (
        <Text fz="sm" c="dimmed">
          No picture yet: none is shown on the site.
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={(f) => void pick(f)} accept="image/jpeg,image/png,image/webp,image/avif,image/gif">
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={busy} leftSection={<IconPhotoUp size={16} aria-hidden />}>
              {value ? 'Replace picture' : 'Upload picture'}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
            Remove picture
          </Button>
        )}
      </Group>
      {error && (
        <Text fz="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
      {value && (
        <TextInput
          label={`${label}: description for screen readers`}
          placeholder={altHint}
          value={value.alt}
          onChange={(e) => onChange({ ...value, alt: e.currentTarget.value })}
          required
        />
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const emptyClass: SiteClass = {
  name: '',
  group: 'featured',
  duration: '',
  level: '',
  equipment: '',
  description: '',
  benefits: [],
  image: null,
};

/** The owner's words and pictures on the public site; saved as a whole, refused if someone saved meanwhile. */
export function SiteContentTab() {
  const query = trpc.admin.siteContent.get.useQuery();
  const utils = trpc.useUtils();
  const save = trpc.admin.siteContent.update.useMutation();
  // Her edits, on top of the version they started from; until she edits, the saved content shows.
  const [edited, setEdited] = useState<{ content: SiteContent; version: number } | null>(null);
  const draft = edited?.content ?? query.data?.content ?? null;
  const version = edited?.version ?? query.data?.version ?? 0;
  const setDraft = (content: SiteContent) => setEdited({ content, version });

  if (query.isError) return <ErrorState message="Failed to fetch site content" onRetry={() => void query.refetch()} />;
  if (!draft) return <LoadingState label="Loading site content..." />;

  const set = <K extends keyof SiteContent>(key: K, value: SiteContent[K]) => setDraft({ ...draft, [key]: value });
  const setItem = <K extends 'credentials' | 'testimonials' | 'classes'>(key: K, index: number, patch: Partial<SiteContent[K][number]>) =>
    set(key, draft[key].map((item, i) => (i === index ? { ...item, ...patch } : item)) as SiteContent[K]);
  const removeItem = (key: 'credentials' | 'testimonials' | 'classes', index: number) =>
    set(key, draft[key].filter((_, i) => i !== index) as never);

  const onSave = async () => {
    try {
      const saved = await save.mutateAsync({ version, content: draft });
      utils.admin.siteContent.get.setData(undefined, saved);
      setEdited(null);
      notifySuccess('Site Content Saved', 'The public pages show your changes now.');
    } catch (error) {
      notifyError('Failed to save site content', error);
    }
  };

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        What visitors read about you. Pictures are resized for the web when you upload them. Fields you leave as they are keep the neutral
        placeholder text.
      </Text>
      <Section title="Business">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Business name"
            description="Leave empty to use the BUSINESS_NAME setting"
            value={draft.businessName}
            onChange={(e) => set('businessName', e.currentTarget.value)}
            maxLength={80}
          />
          <TextInput
            label="Tagline"
            value={draft.tagline}
            onChange={(e) => set('tagline', e.currentTarget.value)}
            maxLength={160}
            required
          />
        </SimpleGrid>
        <Textarea
          label="Studio address"
          description="Shown at the foot of every page and given to search engines; leave empty if you teach only at other venues"
          autosize
          minRows={2}
          value={draft.studioAddress}
          onChange={(e) => set('studioAddress', e.currentTarget.value)}
          maxLength={200}
        />
      </Section>
      <Section title="Hero">
        <TextInput
          label="Hero title"
          value={draft.heroTitle}
          onChange={(e) => set('heroTitle', e.currentTarget.value)}
          maxLength={120}
          required
        />
        <Textarea
          label="Hero text"
          autosize
          minRows={2}
          value={draft.heroText}
          onChange={(e) => set('heroText', e.currentTarget.value)}
          maxLength={400}
          required
        />
        <PictureField
          label="Hero picture"
          value={draft.heroImage}
          onChange={(v) => set('heroImage', v)}
          altHint="e.g. A reformer Pilates class in the studio"
        />
      </Section>
      <Section title="About">
        <TextInput
          label="About title"
          value={draft.aboutTitle}
          onChange={(e) => set('aboutTitle', e.currentTarget.value)}
          maxLength={80}
          required
        />
        <Textarea
          label="About text"
          description="A blank line starts a new paragraph"
          autosize
          minRows={4}
          value={draft.aboutText}
          onChange={(e) => set('aboutText', e.currentTarget.value)}
          maxLength={3000}
          required
        />
        <PictureField
          label="About photo"
          value={draft.aboutPhoto}
          onChange={(v) => set('aboutPhoto', v)}
          altHint="e.g. Sam, smiling, on a reformer"
        />
      </Section>
      <Section title="Credentials">
        {draft.credentials.map((c, i) => (
          <Stack key={i} gap={6}>
            <Group align="flex-end" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                <TextInput
                  label={`Credential ${i + 1}`}
                  value={c.title}
                  // What she writes is hers: shown (decision 807).
                  onChange={(e) => setItem('credentials', i, { title: e.currentTarget.value, published: true })}
                  maxLength={80}
                  required
                />
                <TextInput
                  label={`Credential ${i + 1} detail`}
                  value={c.text}
                  onChange={(e) => setItem('credentials', i, { text: e.currentTarget.value, published: true })}
                  maxLength={240}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                aria-label={`Remove credential ${i + 1}`}
                onClick={() => removeItem('credentials', i)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <Switch
              label={`Show credential ${i + 1} on the site`}
              description={c.published ? undefined : 'Hidden: an example until you approve it or write your own. Visitors do not see it.'}
              checked={c.published}
              onChange={(e) => setItem('credentials', i, { published: e.currentTarget.checked })}
            />
          </Stack>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          disabled={draft.credentials.length >= 8}
          onClick={() => set('credentials', [...draft.credentials, { title: '', text: '', published: true }])}
        >
          Add credential
        </Button>
        <TagsInput
          label="Specialisations"
          description="Press Enter after each"
          value={draft.specialisations}
          onChange={(v) => setDraft({ ...draft, specialisations: v, specialisationsPublished: true })}
          maxTags={16}
        />
        <Switch
          label="Show the specialisations on the site"
          description={
            draft.specialisationsPublished ? undefined : 'Hidden: examples until you approve or edit them. Visitors do not see them.'
          }
          checked={draft.specialisationsPublished}
          onChange={(e) => set('specialisationsPublished', e.currentTarget.checked)}
        />
      </Section>
      <Section title="Testimonials">
        {draft.testimonials.length === 0 && <Text c="dimmed">No testimonials: the section is hidden on the site.</Text>}
        {draft.testimonials.map((t, i) => (
          <Paper key={i} withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <Textarea
                label={`Testimonial ${i + 1}`}
                autosize
                minRows={2}
                value={t.text}
                onChange={(e) => setItem('testimonials', i, { text: e.currentTarget.value })}
                maxLength={600}
                required
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Name"
                  value={t.name}
                  onChange={(e) => setItem('testimonials', i, { name: e.currentTarget.value })}
                  maxLength={80}
                  required
                />
                <TextInput
                  label="Role"
                  value={t.role}
                  onChange={(e) => setItem('testimonials', i, { role: e.currentTarget.value })}
                  maxLength={80}
                />
              </SimpleGrid>
              <Group justify="space-between">
                <Group gap="xs">
                  <Text fz="sm">Rating</Text>
                  <Rating
                    value={t.rating}
                    onChange={(v) => setItem('testimonials', i, { rating: v })}
                    aria-label={`Testimonial ${i + 1} rating`}
                  />
                </Group>
                <Button variant="subtle" color="red" size="xs" onClick={() => removeItem('testimonials', i)}>
                  Remove testimonial
                </Button>
              </Group>
              <Switch
                label="Show on the site"
                description={t.published ? undefined : 'Hidden: an example until you approve it or write your own. Visitors do not see it.'}
                checked={t.published}
                onChange={(e) => setItem('testimonials', i, { published: e.currentTarget.checked })}
              />
            </Stack>
          </Paper>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          disabled={draft.testimonials.length >= 12}
          onClick={() => set('testimonials', [...draft.testimonials, { text: '', name: '', role: '', rating: 5, published: true }])}
        >
          Add testimonial
        </Button>
      </Section>
      <Section title="Classes">
        {draft.classes.map((c, i) => (
          <Paper key={i} withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Class name"
                  value={c.name}
                  onChange={(e) => setItem('classes', i, { name: e.currentTarget.value })}
                  maxLength={80}
                  required
                />
                <Stack gap={4}>
                  <Text fz="sm" fw={500} id={`class-group-${i}`}>
                    Shown under
                  </Text>
                  <SegmentedControl
                    aria-labelledby={`class-group-${i}`}
                    value={c.group}
                    onChange={(v) => setItem('classes', i, { group: v })}
                    data={[
                      { value: 'featured', label: 'Classes' },
                      { value: 'targeted', label: 'Targeted sessions' },
                    ]}
                  />
                </Stack>
                <TextInput
                  label="Duration"
                  value={c.duration}
                  onChange={(e) => setItem('classes', i, { duration: e.currentTarget.value })}
                  maxLength={40}
                />
                <TextInput
                  label="Level"
                  value={c.level}
                  onChange={(e) => setItem('classes', i, { level: e.currentTarget.value })}
                  maxLength={60}
                />
              </SimpleGrid>
              <TextInput
                label="Equipment"
                value={c.equipment}
                onChange={(e) => setItem('classes', i, { equipment: e.currentTarget.value })}
                maxLength={120}
              />
              <Textarea
                label={`${c.name || 'Class'} description`}
                autosize
                minRows={3}
                value={c.description}
                onChange={(e) => setItem('classes', i, { description: e.currentTarget.value })}
                maxLength={2000}
                required
              />
              <TagsInput label="Benefits" value={c.benefits} onChange={(v) => setItem('classes', i, { benefits: v })} maxTags={8} />
              <PictureField
                label={`${c.name || 'Class'} picture`}
                value={c.image}
                onChange={(v) => setItem('classes', i, { image: v })}
                altHint="What the picture shows"
              />
              <Button variant="subtle" color="red" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => removeItem('classes', i)}>
                Remove class
              </Button>
            </Stack>
          </Paper>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          disabled={draft.classes.length >= 24}
          onClick={() => set('classes', [...draft.classes, emptyClass])}
        >
          Add class
        </Button>
      </Section>
      <Paper withBorder p="sm" radius="md" className="site-content-save">
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            {save.isError ? errorText('Not saved', save.error) : `Version ${version}`}
          </Text>
          <Button onClick={() => void onSave()} loading={save.isPending}>
            Save site content
          </Button>
        </Group>
      </Paper>
      <ReceiptSettingsSection />
    </Stack>
  );
}
