import { ExternalLink } from 'lucide-react';
import type { KitchenTool } from '../../../../../contracts/kitchen-tools';
import { Badge } from '../../../../components/ui/badge';
import { trackEvent } from '../../../analytics';
import { useSiteSettings } from '../../../settings';
import { DetailSection } from './detail-section';

function trackAffiliateClick(tool: KitchenTool): void {
  trackEvent({
    eventType: 'affiliate_link_click',
    data: { toolId: tool.id, toolName: tool.toolName, amazonLink: tool.amazonLink },
  });
}

function EssentialBadge() {
  return (
    <Badge variant="solid" className="shrink-0">
      Essential
    </Badge>
  );
}

/** The product's affiliate link: opens in a new tab and records the click (fire and forget). */
function AffiliateLink({ tool }: { tool: KitchenTool }) {
  return (
    <a
      href={tool.amazonLink}
      target="_blank"
      rel="sponsored noopener"
      onClick={() => trackAffiliateClick(tool)}
      onAuxClick={(event) => {
        if (event.button === 1) trackAffiliateClick(tool);
      }}
      className="mt-1.5 inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary-text underline-offset-4 hover:underline"
    >
      View on Amazon
      <span className="sr-only">: {tool.toolName} (opens in a new tab)</span>
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  );
}

/**
 * 'Everyday Kitchen Helpers': the catalogue tools the recipe names (matched by the server, so the
 * section is in the page's first HTML), with purpose and a recommended product behind an affiliate
 * link. Hidden when no tool matches.
 */
export function RecipeKitchenTools({ tools }: { tools: readonly KitchenTool[] }) {
  const { siteName } = useSiteSettings();
  if (tools.length === 0) return null;

  return (
    <DetailSection title="Everyday Kitchen Helpers" id="kitchen-tools-heading" printSection="tools">
      <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="hidden bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase md:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Tool
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Purpose
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Recommended Product
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {tools.map((tool) => (
              <tr key={tool.id} data-testid="kitchen-tool-row" className="align-top">
                <th scope="row" className="px-4 py-4 font-normal md:w-1/4">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-foreground">{tool.toolName}</span>
                    {tool.priority === 1 ? <EssentialBadge /> : null}
                  </span>
                  {/* Narrow screens show one column: purpose and product sit under the name. */}
                  <span className="mt-1.5 block text-muted-foreground md:hidden">{tool.purpose}</span>
                  <span className="mt-3 block rounded-xl bg-muted/60 px-3 py-2.5 md:hidden">
                    <span className="block text-xs font-medium tracking-wide text-muted-foreground uppercase">
                      Recommended
                    </span>
                    <span className="block">{tool.recommendedProduct}</span>
                    <AffiliateLink tool={tool} />
                  </span>
                </th>
                <td className="hidden px-4 py-4 text-muted-foreground md:table-cell">{tool.purpose}</td>
                <td className="hidden px-4 py-4 md:table-cell md:w-1/3">
                  <span className="block">{tool.recommendedProduct}</span>
                  <AffiliateLink tool={tool} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground" data-testid="affiliate-disclosure">
        As an Amazon Associate, {siteName} earns from qualifying purchases.
      </p>
    </DetailSection>
  );
}
