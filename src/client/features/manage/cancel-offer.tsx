import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { refundWayText, type ManageViewDto, type RefundWay } from '../../../domain/manage';
import { formatPence } from '../../../domain/money';
import { CANCEL_CREDIT_VALIDITY_DAYS, classCreditsText } from '../../../domain/packs';
import { formatLongDate, londonToday } from '../../../domain/time';

/**
 * The owner cancelled her paid class: the terms give her a full refund or a class credit, her choice
 * (decision 510). Unanswered by the due date, it is refunded.
 */
export function CancelOffer(props: {
  offer: NonNullable<ManageViewDto['offer']>;
  /** How a refund reaches her (the way she paid): cash or a transfer goes back by the owner's hand. */
  refundBy?: RefundWay;
  busy: boolean;
  error: string | null;
  onChoose: (choice: 'refund' | 'credit') => void;
}) {
  const { offer, refundBy, busy, error, onChoose } = props;
  const amount = formatPence(offer.amountPence);
  const byHand = refundBy === 'cash' || refundBy === 'bank_transfer';
  // A group's offer: a credit for each of its places (decision 811).
  const credits = classCreditsText(offer.credits);
  if (offer.choice)
    return (
      <Alert color="green" title="Thank you">
        {offer.choice === 'refund'
          ? byHand
            ? `${amount} will be given back to you ${refundWayText(refundBy)}, as you paid; we will be in touch to arrange it.`
            : `${amount} is refunded to the card you paid with; it usually shows within 5 to 10 working days.`
          : `You have ${credits} (valid for ${CANCEL_CREDIT_VALIDITY_DAYS} days) instead of a refund.`}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Text fw={600}>We cancelled this class: a refund or a credit, your choice</Text>
      <Text>
        {`Choose a full refund of ${amount} ${refundWayText(refundBy)}, or ${credits} (valid for ${CANCEL_CREDIT_VALIDITY_DAYS} days) instead${offer.credits > 1 ? ', one for each place' : ''}. If you have not chosen by ${formatLongDate(londonToday(new Date(offer.dueAt)))}, we refund ${amount}.`}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button loading={busy} onClick={() => onChoose('refund')}>{`Refund ${amount}`}</Button>
        <Button variant="outline" loading={busy} onClick={() => onChoose('credit')}>
          {offer.credits === 1 ? 'One class credit instead' : `${offer.credits} class credits instead`}
        </Button>
      </Group>
    </Stack>
  );
}
