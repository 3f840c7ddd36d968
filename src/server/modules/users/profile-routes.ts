import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authUserSchema } from '../../../contracts/auth';
import { apiErrorSchema } from '../../../contracts/errors';
import { profileUpdateSchema } from '../../../contracts/users';
import { toAuthUser } from '../auth/service';
import { acceptImageUploads, readImageUpload } from '../../image-upload';
import { SIGN_IN_TO_EDIT, type ProfileService } from './profile-service';

/** The multipart field that carries the image (the web form appends 'avatar'). */
export const AVATAR_FIELD = 'avatar';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

/** PUT /api/users/profile and POST /api/users/avatar (SPEC sections 5 and 7): the signed-in member's own profile. */
export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  await acceptImageUploads(app);

  app.put(
    '/api/users/profile',
    {
      config: { access: 'signed-in', denied: SIGN_IN_TO_EDIT, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: "Updates the signed-in member's profile: fields left out keep their value, '' or null clears one",
        body: profileUpdateSchema,
        response: { 200: authUserSchema, ...errors },
      },
    },
    async (request) => toAuthUser(await service.updateProfile(request.sessionUser!, request.body)),
  );

  app.post(
    '/api/users/avatar',
    {
      config: { access: 'signed-in', denied: SIGN_IN_TO_EDIT, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary:
          "Replaces the signed-in member's avatar: multipart/form-data with one image file in the field 'avatar' " +
          '(JPEG, PNG, WebP, GIF or AVIF, at most 5 MB and 10000 pixels a side), stored as a 512 px WebP',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ user: authUserSchema }), ...errors },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request, AVATAR_FIELD);
      const user = await service.replaceAvatar(request.sessionUser!.id, upload);
      return { user: toAuthUser(user) };
    },
  );
};
