/** Default texts of FileField; screens may pass their own. */
export const fileFieldMessages = {
  wrongType: (fileName: string, accept: readonly string[]) =>
    `${fileName} is not an allowed file type. Choose a ${accept.join(' or ')} file.`,
  progress: 'Upload progress',
} as const;
