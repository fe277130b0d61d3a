import { Anchor, List, Text } from '@mantine/core';
import { RETENTION_LINES } from '../../../domain/retention';
import { useSiteData } from '../../components/site-data';
import { DataRequestForm } from './data-request-form';
import { LegalLayout, LegalSection } from './legal-layout';

export function PrivacyContent() {
  const config = useSiteData();
  const name = config.businessName;
  return (
    <LegalLayout title="Privacy Policy" updated="23 November 2026">
      <Text>
        This policy explains what personal data we, {name}, collect when you use this website, why we collect it and what rights you have
        under UK data protection law (UK GDPR and the Data Protection Act 2018).
      </Text>
      <LegalSection title="Data we collect">
        <List spacing={4}>
          <List.Item>
            <strong>Bookings and purchases:</strong> your name, e-mail address, phone number, the class or session you book and any special
            requests you give us (which may include health information you choose to share).
          </List.Item>
          <List.Item>
            <strong>Enquiries:</strong> your name, e-mail address, phone number, the service you are interested in and your message.
          </List.Item>
          <List.Item>
            <strong>Class credits and attendance:</strong> the credits you buy or are given (how many, for what, until when, and each use),
            the codes that confirm your e-mail address before a credit is spent, and whether you came to a class you booked.
          </List.Item>
          <List.Item>
            <strong>Waiting lists:</strong> your name and e-mail address when you join the waiting list of a full class.
          </List.Item>
          <List.Item>
            <strong>E-mails:</strong> copies of the e-mails we send you (confirmations, reminders, links you ask for).
          </List.Item>
          <List.Item>
            <strong>Payments:</strong> card payments are handled by our card payment provider. We never see or store your full card details;
            we keep the amount, the date and the payment reference.
          </List.Item>
          <List.Item>
            <strong>Technical data:</strong> our server counts requests per IP address to protect the booking, contact and data-request
            forms from abuse; these counts are deleted within two days. We use no advertising or tracking cookies.
          </List.Item>
        </List>
      </LegalSection>
      <LegalSection title="Why we use it">
        <Text>
          To take and manage your bookings and payments (performing our contract with you), to reply to your enquiries, to keep you safe in
          class (your special requests), and to meet our legal and accounting obligations.
        </Text>
      </LegalSection>
      <LegalSection title="Who we share it with">
        <Text>
          Only the service providers we need: our card payment provider, our e-mail provider for confirmations and our hosting provider. We
          never sell your data.
        </Text>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <List spacing={4}>
          {RETENTION_LINES.map((line) => (
            <List.Item key={line.what}>
              <strong>{line.what}:</strong> {line.howLong}.
            </List.Item>
          ))}
        </List>
      </LegalSection>
      <LegalSection title="Your rights">
        <Text>
          You can ask to see, correct or delete your data, object to or restrict its use, and complain to the Information Commissioner's
          Office (ico.org.uk). You can download or erase your data yourself, from the link in your booking e-mails or with the form below.
          Erasing removes your name, e-mail address, phone number, messages and requests; payment records stay for our accounts without
          them. For anything else, contact {name === 'We' ? 'us' : name}
          {config ? (
            <>
              {' '}
              at <Anchor href={`mailto:${config.contactEmail}`}>{config.contactEmail}</Anchor>
            </>
          ) : null}
          .
        </Text>
      </LegalSection>
      <LegalSection title="See or erase your data">
        <DataRequestForm />
      </LegalSection>
    </LegalLayout>
  );
}
