/** One route of a hand-made React Router assets manifest (a test's small app), as the build writes it. */
export function manifestRoute(id: string, path: string, parentId?: string, has: { loader?: boolean; errorBoundary?: boolean } = {}) {
  return {
    id,
    path,
    parentId,
    module: `/assets/${id}.js`,
    hasAction: false,
    hasLoader: has.loader ?? true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: has.errorBoundary ?? true,
    imports: [],
    css: [],
  };
}
