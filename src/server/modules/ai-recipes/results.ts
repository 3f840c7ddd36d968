import type { AiResult, AiResultFeature, AiResultSummary } from '../../../contracts/ai';
import { AppError } from '../../errors';
import type { Viewer } from '../../viewer';
import type { AiResultsRepo } from './results-repo';

export const NO_SUCH_RESULT = 'No such AI result';

/**
 * The member's history of paid Recipe AI results: only their own, whoever asks (an admin
 * included: a member's AI results are as private as their credits), and 404 for anyone else's.
 */
export function createAiResults(repo: AiResultsRepo) {
  return {
    history(viewer: Viewer, feature?: AiResultFeature): Promise<AiResultSummary[]> {
      return repo.list(viewer.id, feature);
    },

    async open(id: string, viewer: Viewer): Promise<AiResult> {
      const result = await repo.find(id, viewer.id);
      if (!result) throw AppError.notFound(NO_SUCH_RESULT);
      return result;
    },

    async remove(id: string, viewer: Viewer): Promise<void> {
      if (!(await repo.remove(id, viewer.id))) throw AppError.notFound(NO_SUCH_RESULT);
    },
  };
}

export type AiResults = ReturnType<typeof createAiResults>;
