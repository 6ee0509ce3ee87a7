import { CollapsibleSection } from '@joinery/ui/CollapsibleSection';
import { Text } from '@joinery/ui/Text';

export interface DisabledReasonsProps {
  /** The id the disabled button points at with aria-describedby. */
  id: string;
  /** What the list is about ("Publish is disabled because:"). */
  heading: string;
  reasons: readonly string[];
  /**
   * A long list starts collapsed to one line (its heading, a count and Show), so a form's footer
   * does not eat the form on a phone; Show opens it.
   */
  collapsed?: { summary: (count: number) => string; show: string; hide: string };
}

/**
 * Why a button is disabled, in words (GUIDE: "a selector returns the reasons a button is
 * disabled, so screens and stories can show why"). Renders nothing once the button is enabled.
 */
export function DisabledReasons({ id, heading, reasons, collapsed }: DisabledReasonsProps) {
  if (reasons.length === 0) return null;
  const list = (
    <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
      {reasons.map((reason) => (
        <li key={reason}>
          <Text as="span" size="sm" tone="muted">
            {reason}
          </Text>
        </li>
      ))}
    </ul>
  );
  if (collapsed && reasons.length > 1) {
    return (
      <div id={id}>
        <CollapsibleSection
          variant="plain"
          headingLevel={3}
          title={<Text as="span" size="sm" weight="semibold">{heading}</Text>}
          summary={<Text as="span" size="sm" tone="muted">{collapsed.summary(reasons.length)}</Text>}
          defaultOpen={false}
          changeLabel={collapsed.show}
          doneLabel={collapsed.hide}
        >
          {list}
        </CollapsibleSection>
      </div>
    );
  }
  return (
    <div id={id}>
      <Text size="sm" weight="semibold">
        {heading}
      </Text>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {reasons.map((reason) => (
          <li key={reason}>
            <Text as="span" size="sm" tone="muted">
              {reason}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
