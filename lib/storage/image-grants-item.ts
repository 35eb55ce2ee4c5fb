/** The host permissions asked for one image each, noted as they are asked for so the background gives them back. */
import { defineItem } from './item';

export const imageGrantsItem = defineItem<string[]>('local:imageGrants', { fallback: [] });
