/** A post title no other test (or the other viewport's run of the same test) uses. */
export function uniqueTitle(name: string, testInfo: { project: { name: string } }): string {
  return `${name} ${testInfo.project.name} ${Date.now().toString(36)}`;
}
