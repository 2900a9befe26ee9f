import * as v from 'valibot';
import { VERSION_FILES } from '../api/versions.ts';

/** `/api/videos/:id/versions/:version/:file`: a version number from 1, and one of its files. */
export const versionFileParamsSchema = v.object({
  version: v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,5}$/, 'version must be a whole number from 1'),
    v.transform(Number),
  ),
  file: v.picklist(VERSION_FILES, `file must be one of ${VERSION_FILES.join(', ')}`),
});
