/** What a person can always do when Quickpost cannot fetch an image for them (issue 6). */
export const SAVE_INSTEAD = 'Save the image to your computer (right-click it, then “Save image as…”) and add it with “Upload from computer” in the composer.';
