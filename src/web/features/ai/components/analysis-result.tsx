import { HeartPulse, ThumbsUp, TrendingUp } from 'lucide-react';
import type { StoredAnalysis } from '../../../../contracts/ai';
import { NutritionFigures } from './nutrition-figures';

function ScoreBar({ score }: { score: number }) {
  return (
    <div className="flex items-center gap-3">
      <p className="text-3xl font-bold tabular-nums" data-testid="health-score">
        {score}
        <span className="text-base font-medium text-muted-foreground">/10</span>
      </p>
      <div aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary" style={{ width: `${score * 10}%` }} />
      </div>
    </div>
  );
}

/** A health score, the summary, the engine's figures, strengths and what could be better. */
export function AnalysisResult({ result }: { result: StoredAnalysis }) {
  return (
    <div className="space-y-4" data-testid="recipe-analysis">
      <div className="space-y-1">
        <h4 className="flex items-center gap-2 font-semibold">
          <HeartPulse aria-hidden="true" className="size-4 text-primary-text" />
          Health score
        </h4>
        <ScoreBar score={result.healthScore} />
        <p className="text-xs text-muted-foreground">How well the recipe fits a balanced diet, 1 (least) to 10 (most), in the AI’s judgement.</p>
      </div>
      <p className="leading-relaxed">{result.summary}</p>
      <NutritionFigures nutrition={result.analysis.nutrition} notCounted={result.notCounted ?? 0} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <h4 className="flex items-center gap-2 font-semibold">
            <ThumbsUp aria-hidden="true" className="size-4 text-primary-text" />
            Strengths
          </h4>
          <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed">
            {result.strengths.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="space-y-2">
          <h4 className="flex items-center gap-2 font-semibold">
            <TrendingUp aria-hidden="true" className="size-4 text-primary-text" />
            Could be better
          </h4>
          <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed">
            {result.improvements.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
