import { open } from 'node:fs/promises';

import type { Core } from '@strapi/strapi';

import type { SignedInUser } from './access';
import { imageTypeOf, maxCoverBytes } from './image-type';
import { type FieldError, OrganizerFieldErrors } from './refusal';

const fileUid = 'plugin::upload.file';

/** A file as koa-body's multipart parser leaves it (formidable). */
export type UploadedFile = {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
};

// The media library keeps who uploaded a cover in its caption, so an event can only use its own images.
const uploaderMark = (user: SignedInUser) => `organizer:${user.id}`;

async function firstBytes(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buffer, 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

type UploadService = {
  upload(input: { data: { fileInfo: object }; files: UploadedFile }): Promise<{ id: number; url: string }[]>;
};

/** Checks the file (an image by its bytes, at most 5 MB) and stores it in the media library. */
export async function uploadCover(strapi: Core.Strapi, user: SignedInUser, file: UploadedFile | undefined) {
  if (!file) throw new OrganizerFieldErrors([{ path: 'cover', code: 'required' }]);
  if (file.size > maxCoverBytes) throw new OrganizerFieldErrors([{ path: 'cover', code: 'imageTooLarge' }]);
  const type = imageTypeOf(await firstBytes(file.filepath));
  if (!type) throw new OrganizerFieldErrors([{ path: 'cover', code: 'notImage' }]);
  const name = (file.originalFilename ?? 'cover').replace(/[^\w.-]+/g, '-').slice(0, 100) || 'cover';
  const [stored] = await strapi
    .plugin('upload')
    .service<UploadService>('upload')
    .upload({
      data: { fileInfo: { name, caption: uploaderMark(user) } },
      files: { ...file, mimetype: type },
    });
  if (!stored) throw new Error('The upload plugin stored nothing');
  return { id: stored.id, url: stored.url };
}

/** A cover must be one this organizer uploaded (or the one the event already has). */
export async function coverErrors(
  strapi: Core.Strapi,
  user: SignedInUser,
  coverId: number | null,
  currentId: number | null = null,
): Promise<FieldError[]> {
  if (coverId === null || coverId === currentId) return [];
  const file = (await strapi.db.query(fileUid).findOne({ where: { id: coverId } })) as {
    caption?: string | null;
  } | null;
  return file?.caption === uploaderMark(user) ? [] : [{ path: 'cover', code: 'invalid' }];
}

/** The cover's alt text lives on the media file (the site reads `alternativeText`). */
export async function labelCover(strapi: Core.Strapi, coverId: number | null, alt: string | null) {
  if (coverId === null || alt === null) return;
  await strapi.db.query(fileUid).update({ where: { id: coverId }, data: { alternativeText: alt } });
}
