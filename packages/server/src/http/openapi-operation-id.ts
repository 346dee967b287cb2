function pascal(word: string): string {
  return word
    .split(/[-_.]/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');
}

/**
 * A stable `operationId` from the method and the route's URL, so every operation has one without
 * each route naming it: `GET /api/v1/agents/:id/tools/:toolId/settings` is
 * `getAgentsByIdToolsByToolIdSettings`. Method and URL are unique per route, and so is this.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/v1)?\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^(?::(\w+)|\{(\w+)\})$/.exec(segment);
      const name = parameter?.[1] ?? parameter?.[2];
      return name === undefined ? pascal(segment) : `By${pascal(name)}`;
    });
  return method.toLowerCase() + words.join('');
}
