'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { buttonVariants } from '@/components/ui/button';
import { cmsUploadsLoader } from '@/lib/images/loaders';
import { checkCoverFile, coverTypes, type FieldCode, fieldErrorCodes } from '@/lib/organizer/event-form';

import { TextField } from './form-controls';

type Cover = { id: number; url: string } | null;
type Upload = { ok: true; cover: { id: number; url: string } } | { ok: false; code: FieldCode | 'refused' };

const isFieldCode = (value: unknown): value is FieldCode =>
  typeof value === 'string' && (fieldErrorCodes as readonly string[]).includes(value);

/** Sends the file to the site's upload route (same-origin, signed-in); the CMS checks its bytes. */
async function upload(file: File): Promise<Upload> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch('/api/organizer/cover', { method: 'POST', body }).catch(() => null);
  const json: unknown = await response?.json().catch(() => null);
  if (response?.ok && json && typeof json === 'object' && 'id' in json && 'url' in json) {
    return { ok: true, cover: { id: Number(json.id), url: String(json.url) } };
  }
  const code =
    json && typeof json === 'object' && 'fieldErrors' in json && Array.isArray(json.fieldErrors)
      ? (json.fieldErrors as { code?: unknown }[])[0]?.code
      : null;
  return { ok: false, code: isFieldCode(code) ? code : 'refused' };
}

type Props = {
  cover: Cover;
  alt: string;
  coverError?: string;
  altError?: string;
  onCover: (cover: Cover) => void;
  onAlt: (alt: string) => void;
  /** A problem with the chosen file, or none; `refused` is a failed upload for another reason. */
  onProblem: (code: FieldCode | 'refused' | null) => void;
};

/** The cover image: type and size checked before the upload, a preview, and its description. */
export function CoverField({ cover, alt, coverError, altError, onCover, onAlt, onProblem }: Props) {
  const t = useTranslations('OrganizerForm');
  const [busy, setBusy] = useState(false);
  const [local, setLocal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const id = 'of-cover';
  const described = [`${id}-hint`, coverError && `${id}-error`].filter(Boolean).join(' ');

  async function choose(file: File | undefined) {
    setDone(false);
    if (!file) return;
    const problem = checkCoverFile(file);
    onProblem(problem);
    if (problem) return;
    setBusy(true);
    const result = await upload(file);
    setBusy(false);
    if (!result.ok) {
      onProblem(result.code);
      return;
    }
    setLocal(URL.createObjectURL(file));
    onCover(result.cover);
    setDone(true);
  }

  const previewSrc = local ?? (cover ? cmsUploadsLoader({ src: cover.url, width: 640 }) : null);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {t('fields.cover')}
        </label>
        <input
          id={id}
          name="cover"
          type="file"
          accept={coverTypes.join(',')}
          aria-invalid={coverError ? true : undefined}
          aria-describedby={described}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="w-full min-w-0 text-sm text-fg file:me-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-2 file:font-semibold file:text-fg"
        />
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t('fields.coverHint')}
        </p>
        {coverError && (
          <p
            id={`${id}-error`}
            className="text-sm font-medium text-red-700 dark:text-red-300"
            data-error-for="cover"
          >
            {coverError}
          </p>
        )}
        <p role="status" className="text-sm text-fg-soft empty:hidden">
          {busy ? t('fields.uploading') : done ? t('fields.uploaded') : ''}
        </p>
      </div>
      {cover && previewSrc && (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:items-start">
          <figure className="grid gap-1">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) or one upload */}
            <img
              src={previewSrc}
              alt={alt}
              className="aspect-video w-full rounded-lg border border-line bg-surface-muted object-cover"
              data-testid="cover-preview"
            />
            <figcaption className="text-xs text-muted">{t('fields.coverPreview')}</figcaption>
          </figure>
          <div className="grid gap-3">
            <TextField
              path="coverAlt"
              label={t('fields.coverAlt')}
              hint={t('fields.coverAltHint')}
              value={alt}
              onChange={(event) => onAlt(event.target.value)}
              error={altError}
              required
              requiredLabel={t('required')}
              maxLength={600}
            />
            <div>
              <button
                type="button"
                className={buttonVariants({ variant: 'secondary' })}
                onClick={() => {
                  setLocal(null);
                  setDone(false);
                  onCover(null);
                }}
              >
                {t('fields.removeCover')}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
