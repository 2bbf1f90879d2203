import {
  adminUserSchema,
  currentUserSchema,
  deletionRequestSchema,
  personalDataExportSchema,
  type AdminUser,
  type DeletionRequest,
  type PersonalDataExport,
  type CurrentUser,
  type EmailChangeRequest,
  type PasswordChange,
} from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';
import { sendWithUploadProgress } from '~/lib/xhr-upload';

const userPath = (uid: string) => `/users/${encodeURIComponent(uid)}`;

/** `PATCH /users/{id}`: the person's own name and phone (null clears the phone). */
export function updateProfile(
  client: ApiClient,
  uid: string,
  input: { name: string; phone: string | null },
): Promise<AdminUser> {
  return client.request(userPath(uid), { method: 'PATCH', body: input, schema: adminUserSchema });
}

/** `POST /users/{id}/email-change`: a confirmation link goes to the new address. */
export function requestEmailChange(client: ApiClient, uid: string, input: EmailChangeRequest): Promise<void> {
  return client.request(`${userPath(uid)}/email-change`, { method: 'POST', body: input });
}

/** `POST /users/email-change/confirm` (public): the link's token proves the address. */
export function confirmEmailChange(client: ApiClient, token: string): Promise<CurrentUser> {
  return client.request('/users/email-change/confirm', {
    method: 'POST',
    body: { token },
    auth: false,
    schema: currentUserSchema,
  });
}

/** `PUT /users/{id}/password`: 400 on `currentPassword` when it is wrong. */
export function changePassword(client: ApiClient, uid: string, input: PasswordChange): Promise<void> {
  return client.request(`${userPath(uid)}/password`, { method: 'PUT', body: input, retry: false });
}

/**
 * `PUT /users/{id}/photo` (multipart, field `file`), with the upload's progress. The API
 * checks the bytes and keeps a 256×256 JPEG; the answer is the profile with the new `photoUrl`.
 */
export function uploadProfilePhoto({
  apiBaseUrl,
  accessToken,
  uid,
  file,
  onProgress,
  signal,
}: {
  apiBaseUrl: string;
  accessToken: string | null;
  uid: string;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<CurrentUser> {
  const body = new FormData();
  body.append('file', file, file.name);
  return sendWithUploadProgress({
    method: 'PUT',
    url: `${apiBaseUrl.replace(/\/+$/, '')}${userPath(uid)}/photo`,
    body,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    withCredentials: true,
    onProgress,
    signal,
    schema: currentUserSchema,
  });
}

export function removeProfilePhoto(client: ApiClient, uid: string): Promise<CurrentUser> {
  return client.request(`${userPath(uid)}/photo`, { method: 'DELETE', schema: currentUserSchema });
}

/** `GET /users/me/personal-data`: everything the product holds about the person (LGPD). */
export function fetchPersonalData(client: ApiClient): Promise<PersonalDataExport> {
  return client.request('/users/me/personal-data', { schema: personalDataExportSchema });
}

/** `POST /users/me/deletion-request`: the firm handles it; asking again answers the first request. */
export function requestAccountDeletion(client: ApiClient): Promise<DeletionRequest> {
  return client.request('/users/me/deletion-request', { method: 'POST', schema: deletionRequestSchema });
}
