import { json, standInFetch, type SentRequest } from './fetch-stand-in';
import { member } from './users';

/**
 * The network of an AI screen: a configured provider, a member with credits, empty histories; `onPost`
 * answers the paid call. Returns the requests sent.
 */
export function standInAiServer(onPost: (request: SentRequest) => Response | Promise<Response>): SentRequest[] {
  return standInFetch((request) => {
    if (request.method === 'POST') return onPost(request);
    if (request.path.startsWith('/api/auth/user')) return json(200, member({ credits: 50 }));
    if (request.path.startsWith('/api/ai/status')) return json(200, { configured: true, images: true });
    if (request.path.startsWith('/api/credits/costs')) return json(200, { costs: [] });
    if (request.path.startsWith('/api/ai/recipe-ideas')) return json(200, { sets: [] });
    if (request.path.startsWith('/api/ai/results')) return json(200, { results: [] });
    return json(200, []);
  });
}

export const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');
