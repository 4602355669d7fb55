import type { Landing } from '@shop/domain/content/landings';
import { Breadcrumb } from '../../../shared/ui/breadcrumb.tsx';
import { LandingBlock } from './landing-block.tsx';

/** A campaign's page (/landings/{slug}): its title, then its blocks in the order staff put them. */
export function LandingPage({ landing }: { landing: Landing }) {
  return (
    <div>
      <Breadcrumb items={[{ label: landing.title }]} />
      <h1 className="mb-2 text-xl font-bold sm:text-2xl">{landing.title}</h1>
      {landing.items.map((block, index) => (
        <LandingBlock key={block.id} block={block} isFirst={index === 0} />
      ))}
    </div>
  );
}
