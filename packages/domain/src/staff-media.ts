import * as z from 'zod';

/** An image staff upload for content (issue 19): at most this many MB (SPEC §5/§9 images 20 MB). */
export const STAFF_IMAGE_MAX_MB = 20;
/** Content images are kept at most this wide (a PC banner's width); never enlarged. */
export const STAFF_IMAGE_MAX_WIDTH = 1920;

/** The kept image: its public URL under /media/editorial/ and its size in pixels. */
export const StaffImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int()
});
export type StaffImage = z.infer<typeof StaffImageSchema>;
