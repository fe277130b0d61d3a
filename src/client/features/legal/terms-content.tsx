import { Anchor, List, Table, Text } from '@mantine/core';
import { CANCELLATION_TIERS, NO_SHOW_TEXT } from '../../../domain/cancellation';
import { useSiteData } from '../../components/site-data';
import { LegalLayout, LegalSection } from './legal-layout';

/** SPEC §9 tiers as table rows: the same texts the booking confirmation e-mail prints. */
export const CANCELLATION_ROWS = [...CANCELLATION_TIERS.map((t) => t.text), NO_SHOW_TEXT].map((line) => {
  const [notice = line, outcome = ''] = line.split(': ');
  return { notice: notice.charAt(0).toUpperCase() + notice.slice(1), outcome: outcome.charAt(0).toUpperCase() + outcome.slice(1) };
});

export function TermsContent() {
  const config = useSiteData();
  const us = config.businessName;
  return (
    <LegalLayout title="Terms and Conditions" updated="1 January 2026">
      <Text>These terms apply to every class, personal training session and package booked with {us}. By booking you agree to them.</Text>
      <LegalSection title="Bookings and payment">
        <List spacing={4}>
          <List.Item>Places are confirmed once payment has been received; you will receive an e-mail confirmation.</List.Item>
          <List.Item>Prices are shown in pounds sterling (£) and include any applicable taxes.</List.Item>
          <List.Item>A place is held for you for a few minutes while you pay; if payment is not completed it is released.</List.Item>
          <List.Item>Personal training packages are personal to you and valid for twelve months from purchase.</List.Item>
        </List>
      </LegalSection>
      <LegalSection title="Cancellations and refunds" id="cancellations">
        <Text>The refund depends on how much notice you give before the start of the class or session:</Text>
        <Table withTableBorder withColumnBorders striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Notice given</Table.Th>
              <Table.Th scope="col">Refund</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {CANCELLATION_ROWS.map((tier) => (
              <Table.Tr key={tier.notice}>
                <Table.Td>{tier.notice}</Table.Td>
                <Table.Td>{tier.outcome}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text>If we have to cancel a class, you will be offered a full refund or a credit of your choice.</Text>
      </LegalSection>
      <LegalSection title="Your health and safety">
        <Text>
          Please tell us about any medical condition, injury or pregnancy before you train, and consult your doctor if you are unsure
          whether exercise is right for you. Follow the instructor's guidance and work within your own limits.
        </Text>
      </LegalSection>
      <LegalSection title="Contact">
        <Text>
          Questions about these terms?{' '}
          {config ? (
            <>
              E-mail <Anchor href={`mailto:${config.contactEmail}`}>{config.contactEmail}</Anchor> or call{' '}
              <Anchor href={`tel:${config.contactPhone.replace(/\s+/g, '')}`}>{config.contactPhone}</Anchor>.
            </>
          ) : (
            'Use the contact form on our home page.'
          )}
        </Text>
      </LegalSection>
    </LegalLayout>
  );
}
