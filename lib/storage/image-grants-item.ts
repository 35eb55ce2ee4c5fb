/** The host permissions asked for one image each, noted as they are asked for so the background gives them back. */
import { z } from 'zod/mini';
import { defineParsedItem } from './parsed-item';

export const imageGrantsItem = defineParsedItem('local:imageGrants', {
  schema: z.array(z.string().check(z.maxLength(300))),
  fallback: [],
});
