import { ArrowRight, Heart } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Page, PageHeader } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/use-toast';
import { useDocumentTitle } from '../../settings';

const VARIANTS = ['default', 'secondary', 'outline', 'ghost', 'link', 'destructive'] as const;
const SIZES = ['sm', 'default', 'lg'] as const;

/** /button-samples: the design-system kit on one screen (internal style demo). */
export function ButtonSamplesPage() {
  useDocumentTitle('Button Samples');
  return (
    <Page className="space-y-8">
      <PageHeader title="Button Samples" description="The shared interface components in every variant, for checking the look at a glance." />
      <Card>
        <CardHeader>
          <CardTitle>Buttons</CardTitle>
          <CardDescription>Variants and sizes</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {SIZES.map((size) => (
            <div key={size} className="flex flex-wrap items-center gap-3">
              {VARIANTS.map((variant) => (
                <Button key={variant} variant={variant} size={size}>
                  {variant}
                </Button>
              ))}
              <Button size="icon" variant="outline" aria-label="Save">
                <Heart aria-hidden="true" />
              </Button>
            </div>
          ))}
          <div className="flex flex-wrap gap-3">
            <Button disabled>Disabled</Button>
            <Button>
              With icon <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Badges, spinner and skeleton</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-3">
          <Badge variant="solid">Solid</Badge>
          <Badge variant="soft">Soft</Badge>
          <Badge variant="secondary">Secondary</Badge>
          <Badge variant="outline">Outline</Badge>
          <Badge variant="accent">Accent</Badge>
          <Spinner />
          <Skeleton className="h-6 w-32" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Toasts</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => toast({ title: 'Recipe saved', description: 'Recipe added to your collection' })}>
            Show toast
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              toast({ title: 'Error', description: 'Failed to update recipe. Please try again.', variant: 'destructive' })
            }
          >
            Show error toast
          </Button>
        </CardContent>
      </Card>
    </Page>
  );
}
