/** Where the build of `target` is made before the swap (`<target>.next-<pid>`). */
export function stagingFolder(target: string): string;
/** Puts the complete folder `next` in place of `target`, the old one removed (see swap-folder.mjs). */
export function swapFolder(next: string, target: string): void;
