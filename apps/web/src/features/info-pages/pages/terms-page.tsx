import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactSupportLink } from '../components/contact-support-link';
import { InfoPageHero } from '../components/info-layout';
import { LegalDocument, type TLegalSection } from '../components/legal-document';

const SECTIONS: TLegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    content: (
      <p>
        These terms are an agreement between you and Nivaas Realty Private Limited for the use of nivaas.in
        and our apps. By creating an account or using the site you accept them. If you use Nivaas for a
        company, you accept them for that company.
      </p>
    ),
  },
  {
    id: 'what-nivaas-is',
    title: 'What Nivaas is',
    content: (
      <p>
        Nivaas is an online marketplace where agents list properties and visitors find them. We are not a
        party to any sale, lease or leave and licence agreement, we do not own the properties listed, and we
        do not act as your broker. Any price, brokerage or token amount is agreed between you and the other
        party.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <ul>
        <li>You must be 18 or older and give true details. One person, one account.</li>
        <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
        <li>
          We may suspend or close an account that breaks these terms, for example one used to post fake
          listings or to ask visitors for money.
        </li>
      </ul>
    ),
  },
  {
    id: 'listings',
    title: 'Rules for agents and listings',
    content: (
      <ul>
        <li>
          Agents must hold a valid RERA agent registration where their state requires one and show it in their
          profile. Listings of new projects must show the project&apos;s RERA registration number.
        </li>
        <li>
          Listings must describe a real, available property that you are authorised to market, with its actual
          photos, carpet area and price. Remove or mark a listing as soon as it is sold or let.
        </li>
        <li>
          You may not ask anyone for money to arrange a visit, and you may not list the same property more
          than once.
        </li>
        <li>
          You keep the rights to the photos and text you upload and allow us to show, resize and promote them
          on Nivaas while the listing is live.
        </li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    content: (
      <p>
        Browsing and contacting agents is free. Agents pay the listing and promotion fees shown at the time of
        purchase, with GST. We will give at least <strong>30 days&apos; notice</strong> by email before any
        change to our fees takes effect; fees already paid are not affected.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: 'What you may not do',
    content: (
      <ul>
        <li>Post false, misleading, discriminatory or unlawful content.</li>
        <li>Copy listings or data from Nivaas in bulk, by hand or with automated tools.</li>
        <li>Interfere with the site&apos;s security or with other users&apos; accounts.</li>
        <li>
          Use Nivaas to send spam or to contact people for anything other than the property in question.
        </li>
      </ul>
    ),
  },
  {
    id: 'support',
    title: 'Support',
    content: (
      <p>
        Our support team replies to every message <strong>within 24 hours</strong>. Reach us through the{' '}
        <RouterLink to={paths.contact}>Contact page</RouterLink>.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    content: (
      <>
        <p>
          We check agents and listings, but we cannot guarantee that every listing is accurate or that every
          party will keep their word. Verify the title and documents of a property before you pay for it.
        </p>
        <p>
          To the extent the law allows, our total liability to you for any claim about Nivaas is limited to{' '}
          <strong>the fees you paid us in the 12 months before the claim</strong>. We are not liable for
          indirect losses, or for the acts of agents, owners or other users. Nothing in these terms limits
          liability that cannot be limited under Indian law.
        </p>
      </>
    ),
  },
  {
    id: 'law',
    title: 'Changes, law and disputes',
    content: (
      <p>
        We may update these terms and will tell you about important changes in advance. These terms are
        governed by the laws of India, and the courts at Nashik, Maharashtra have jurisdiction over any
        dispute.
      </p>
    ),
  },
];

/** /terms (admin §2.13), with the static claims of §2.13: 24-hour replies, 30 days' fee notice, 12-month liability cap. */
export default function TermsPage() {
  usePageTitle(
    'Terms and Conditions',
    'The terms of using Nivaas: accounts, listings, fees, support and liability.',
  );
  return (
    <>
      <InfoPageHero
        crumb="Terms and Conditions"
        title="Terms and Conditions"
        subtitle="The rules of using Nivaas, for visitors, buyers, tenants and agents."
      />
      <LegalDocument
        updated="1 November 2025"
        intro={
          <p>
            Please read these terms with our Privacy Policy. In short: we run the marketplace, agents are
            responsible for their listings, and you should never pay before you have seen a property and
            checked its papers.
          </p>
        }
        sections={SECTIONS}
        footer={
          <>
            <p>Questions about these terms?</p>
            <ContactSupportLink />
          </>
        }
      />
    </>
  );
}
