import { Text } from '@joinery/ui/Text';

export interface DisabledReasonsProps {
  /** The id the disabled button points at with aria-describedby. */
  id: string;
  /** What the list is about ("Publish is disabled because:"). */
  heading: string;
  reasons: readonly string[];
}

/**
 * Why a button is disabled, in words (GUIDE: "a selector returns the reasons a button is
 * disabled, so screens and stories can show why"). Renders nothing once the button is enabled.
 */
export function DisabledReasons({ id, heading, reasons }: DisabledReasonsProps) {
  if (reasons.length === 0) return null;
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
