/**
 * Demo builders: real Indian developers described from public information, plus three regional Nashik
 * builders that are made up for the demo. Contact details and some team members are illustrative.
 */

export type TSpecializationName =
  | 'Residential'
  | 'Commercial'
  | 'Luxury'
  | 'Affordable Housing'
  | 'Plotted Development'
  | 'Township'
  | 'Retail'
  | 'Hospitality'
  | 'Villas';

export type TDemoDeveloper = {
  name: string;
  description: string;
  website: string;
  foundedYear: number;
  hqCity: string;
  hqState: string;
  completedProjects: number;
  ongoingProjects: number;
  upcomingProjects: number;
  flagshipProjects: readonly { name: string; description: string }[];
  team: readonly { name: string; designation: string }[];
  specializations: readonly { name: TSpecializationName; description: string }[];
  contactEmail: string;
  contactPhone: string;
  socialMedia: { facebook?: string; twitter?: string; linkedin?: string; instagram?: string };
  awards: readonly { name: string; year: number | null; category: string }[];
  /** Cities (as named in cities.ts) where the builder has projects; five or more make it national. */
  focusCities: readonly string[];
};

export const DEVELOPERS: readonly TDemoDeveloper[] = [
  {
    name: 'Godrej Properties',
    description:
      'Godrej Properties is the real estate arm of the Godrej Group, founded in 1990 and headquartered at Godrej One in Vikhroli, Mumbai. It builds apartments, plotted layouts, townships and offices across the Mumbai region, Pune, Bengaluru and the NCR. Much of its growth comes from joint development with landowners, and it is known for a strong focus on green building.',
    website: 'https://www.godrejproperties.com',
    foundedYear: 1990,
    hqCity: 'Mumbai',
    hqState: 'Maharashtra',
    completedProjects: 95,
    ongoingProjects: 70,
    upcomingProjects: 30,
    flagshipProjects: [
      {
        name: 'The Trees, Vikhroli',
        description: 'A mixed-use development on Eastern Express Highway with homes, offices and retail.',
      },
      {
        name: 'Godrej Garden City, Ahmedabad',
        description:
          'A large township at Jagatpur, off SG Highway, with apartments, schools and open green spaces.',
      },
      {
        name: 'Godrej BKC',
        description: 'A Grade A office building in the Bandra Kurla Complex business district.',
      },
      {
        name: 'Godrej Woods, Noida',
        description: 'A forest-themed residential project in Sector 43 with a large central green.',
      },
    ],
    team: [
      { name: 'Pirojsha Godrej', designation: 'Executive Chairperson' },
      { name: 'Gaurav Pandey', designation: 'Managing Director & CEO' },
      { name: 'Rajendra Khetawat', designation: 'Chief Financial Officer' },
    ],
    specializations: [
      {
        name: 'Residential',
        description: 'Apartments from compact homes to large family flats in major cities.',
      },
      {
        name: 'Plotted Development',
        description: 'Gated plotted layouts, notably in Nagpur and near Mumbai.',
      },
      { name: 'Township', description: 'Large integrated communities with schools, retail and open spaces.' },
      {
        name: 'Commercial',
        description: 'Offices and mixed-use buildings in established business districts.',
      },
    ],
    contactEmail: 'enquiry@godrejproperties.com',
    contactPhone: '+91 22 6169 8500',
    socialMedia: {
      facebook: 'https://www.facebook.com/GodrejProperties',
      twitter: 'https://twitter.com/GodrejProp',
      linkedin: 'https://www.linkedin.com/company/godrej-properties-limited',
      instagram: 'https://www.instagram.com/godrejproperties',
    },
    awards: [
      { name: 'Developer of the Year - Residential', year: null, category: 'Residential' },
      { name: 'GRESB Sector Leader', year: null, category: 'Sustainability' },
    ],
    focusCities: [
      'Mumbai',
      'Thane',
      'Pune',
      'Bengaluru',
      'Delhi',
      'Gurgaon',
      'Noida',
      'Hyderabad',
      'Kolkata',
      'Ahmedabad',
      'Nagpur',
      'Indore',
    ],
  },
  {
    name: 'Lodha Group',
    description:
      'Lodha Group, listed as Macrotech Developers, was founded in 1980 and is one of the largest residential developers in the Mumbai Metropolitan Region. Its portfolio runs from affordable homes in Palava to luxury towers in Worli and Lower Parel. It has also expanded into Pune and Bengaluru.',
    website: 'https://www.lodhagroup.com',
    foundedYear: 1980,
    hqCity: 'Mumbai',
    hqState: 'Maharashtra',
    completedProjects: 60,
    ongoingProjects: 40,
    upcomingProjects: 18,
    flagshipProjects: [
      {
        name: 'Lodha World Towers',
        description: 'Luxury residential towers in Lower Parel with views of the Arabian Sea and the city.',
      },
      {
        name: 'Palava',
        description: 'A planned city near Dombivli with homes, schools, offices and its own infrastructure.',
      },
      {
        name: 'Lodha Park',
        description: 'Residential towers around a large private park in Worli.',
      },
      {
        name: 'Lodha Amara',
        description: 'A large mid-segment community in Kolshet, Thane, close to the Ghodbunder Road.',
      },
    ],
    team: [
      { name: 'Abhishek Lodha', designation: 'Managing Director & CEO' },
      { name: 'Rajendra Lodha', designation: 'Whole-time Director' },
      { name: 'Sushil Kumar Modi', designation: 'Executive Director & CFO' },
      { name: 'Prashant Bindal', designation: 'Chief Sales Officer' },
    ],
    specializations: [
      { name: 'Residential', description: 'Homes for every budget across the Mumbai region and Pune.' },
      { name: 'Luxury', description: 'Premium towers in South and Central Mumbai.' },
      { name: 'Township', description: 'Palava and Upper Thane, planned communities with full amenities.' },
      { name: 'Commercial', description: 'Offices and industrial and logistics parks.' },
    ],
    contactEmail: 'sales@lodhagroup.com',
    contactPhone: '+91 22 6133 4400',
    socialMedia: {
      facebook: 'https://www.facebook.com/LodhaGroup',
      twitter: 'https://twitter.com/LodhaGroup',
      linkedin: 'https://www.linkedin.com/company/lodha-group',
      instagram: 'https://www.instagram.com/lodhagroup',
    },
    awards: [
      { name: 'Best Integrated Township', year: null, category: 'Township' },
      { name: 'Luxury Project of the Year', year: null, category: 'Luxury' },
    ],
    focusCities: ['Mumbai', 'Thane', 'Navi Mumbai', 'Pune', 'Bengaluru'],
  },
  {
    name: 'Prestige Group',
    description:
      'Prestige Group was founded in Bengaluru in 1986 and has grown into one of the largest developers in South India. It builds homes, office parks, malls and hotels, including the Forum chain of shopping centres. Its work spans Bengaluru, Chennai, Hyderabad, Kochi, Mysuru and Mumbai.',
    website: 'https://www.prestigeconstructions.com',
    foundedYear: 1986,
    hqCity: 'Bengaluru',
    hqState: 'Karnataka',
    completedProjects: 300,
    ongoingProjects: 55,
    upcomingProjects: 40,
    flagshipProjects: [
      {
        name: 'Prestige Shantiniketan',
        description: 'An integrated enclave in Whitefield with apartments, offices, a mall and a hotel.',
      },
      {
        name: 'Prestige Lakeside Habitat',
        description: 'A large residential community beside Varthur Lake with villas and apartments.',
      },
      {
        name: 'The Forum, Koramangala',
        description: 'One of the first modern shopping malls in Bengaluru, opened in 2004.',
      },
    ],
    team: [
      { name: 'Irfan Razack', designation: 'Chairman & Managing Director' },
      { name: 'Rezwan Razack', designation: 'Joint Managing Director' },
      { name: 'Noaman Razack', designation: 'Whole-time Director' },
      { name: 'Uzma Irfan', designation: 'Director, Corporate Communications' },
    ],
    specializations: [
      { name: 'Residential', description: 'Apartments, villas and plotted enclaves across South India.' },
      { name: 'Commercial', description: 'Tech parks and Grade A offices let to large companies.' },
      { name: 'Retail', description: 'The Forum malls in Bengaluru, Chennai, Kochi and Mysuru.' },
      { name: 'Hospitality', description: 'Business and leisure hotels run with international brands.' },
    ],
    contactEmail: 'properties@prestigeconstructions.com',
    contactPhone: '+91 80 2559 1080',
    socialMedia: {
      facebook: 'https://www.facebook.com/PrestigeGroup',
      twitter: 'https://twitter.com/PrestigeGroup',
      linkedin: 'https://www.linkedin.com/company/prestige-estates-projects-ltd',
      instagram: 'https://www.instagram.com/prestigegroup',
    },
    awards: [
      { name: 'Developer of the Year', year: null, category: 'Residential' },
      { name: 'Best Commercial Project', year: null, category: 'Commercial' },
    ],
    focusCities: ['Bengaluru', 'Chennai', 'Hyderabad', 'Kochi', 'Mysuru', 'Mumbai'],
  },
  {
    name: 'DLF',
    description:
      'DLF traces its history to 1946 and built much of modern Gurgaon, including DLF City and DLF Cyber City. It develops luxury homes, plotted communities, offices and malls, and leases a large portfolio of commercial space. Outside the NCR it has projects in Chennai, Kolkata, Hyderabad, Chandigarh, Lucknow and Indore.',
    website: 'https://www.dlf.in',
    foundedYear: 1946,
    hqCity: 'Gurgaon',
    hqState: 'Haryana',
    completedProjects: 160,
    ongoingProjects: 25,
    upcomingProjects: 15,
    flagshipProjects: [
      {
        name: 'DLF The Camellias',
        description:
          'Ultra-luxury residences on Golf Course Road, Gurgaon, next to the DLF Golf and Country Club.',
      },
      {
        name: 'DLF Cyber City',
        description: 'A business district in Gurgaon with offices, retail and the CyberHub food court.',
      },
      {
        name: 'DLF Mall of India',
        description: 'A large shopping and entertainment mall in Sector 18, Noida.',
      },
    ],
    team: [
      { name: 'Rajiv Singh', designation: 'Chairman' },
      { name: 'Ashok Kumar Tyagi', designation: 'Managing Director' },
      { name: 'Devinder Singh', designation: 'Managing Director' },
      { name: 'Aakash Ohri', designation: 'Joint Managing Director & Chief Business Officer' },
    ],
    specializations: [
      { name: 'Luxury', description: 'Large-format residences on Golf Course Road and in central Delhi.' },
      { name: 'Commercial', description: 'Office campuses and IT parks let to global companies.' },
      { name: 'Retail', description: 'Malls and high streets in the NCR.' },
      { name: 'Plotted Development', description: 'Residential plots in DLF Garden City layouts.' },
    ],
    contactEmail: 'customercare@dlf.in',
    contactPhone: '+91 124 456 8900',
    socialMedia: {
      facebook: 'https://www.facebook.com/DLFIndia',
      twitter: 'https://twitter.com/DLF_India',
      linkedin: 'https://www.linkedin.com/company/dlf',
      instagram: 'https://www.instagram.com/dlfindia',
    },
    awards: [
      { name: 'Most Admired Developer', year: null, category: 'Corporate' },
      { name: 'Best Office Space', year: null, category: 'Commercial' },
    ],
    focusCities: [
      'Gurgaon',
      'Delhi',
      'Noida',
      'Chandigarh',
      'Chennai',
      'Kolkata',
      'Hyderabad',
      'Lucknow',
      'Indore',
    ],
  },
  {
    name: 'Sobha Limited',
    description:
      'Sobha was founded in 1995 by P.N.C. Menon and is based in Bengaluru. It is known for backward integration: it makes its own concrete blocks, glazing, joinery and fittings, which gives it close control over finish quality. It builds apartments, row houses and villas in Bengaluru, Gurgaon, Pune, Chennai and Kerala.',
    website: 'https://www.sobha.com',
    foundedYear: 1995,
    hqCity: 'Bengaluru',
    hqState: 'Karnataka',
    completedProjects: 155,
    ongoingProjects: 45,
    upcomingProjects: 30,
    flagshipProjects: [
      {
        name: 'Sobha Dream Acres',
        description: 'A large mid-segment community in Panathur, East Bengaluru, with over 6,000 homes.',
      },
      {
        name: 'Sobha City',
        description: 'A gated community off Thanisandra Main Road with towers and extensive landscaping.',
      },
      {
        name: 'Sobha International City',
        description: 'Villas and row houses on the Dwarka Expressway, Gurgaon.',
      },
    ],
    team: [
      { name: 'P.N.C. Menon', designation: 'Founder & Chairman Emeritus' },
      { name: 'Ravi Menon', designation: 'Chairman' },
      { name: 'Jagadish Nangineni', designation: 'Managing Director' },
      { name: 'Yogesh Bansal', designation: 'Chief Financial Officer' },
    ],
    specializations: [
      { name: 'Residential', description: 'Apartments with in-house made fittings and a consistent finish.' },
      { name: 'Luxury', description: 'Premium towers and penthouses in Bengaluru and Gurgaon.' },
      { name: 'Villas', description: 'Row houses and villas in gated communities.' },
    ],
    contactEmail: 'sales@sobha.com',
    contactPhone: '+91 80 4932 0000',
    socialMedia: {
      facebook: 'https://www.facebook.com/SobhaLimited',
      linkedin: 'https://www.linkedin.com/company/sobha-limited',
      instagram: 'https://www.instagram.com/sobhaltd',
    },
    awards: [
      { name: 'Best Quality Construction', year: null, category: 'Construction Quality' },
      { name: 'Residential Project of the Year', year: null, category: 'Residential' },
    ],
    focusCities: ['Bengaluru', 'Gurgaon', 'Pune', 'Chennai', 'Kochi', 'Coimbatore', 'Mysuru'],
  },
  {
    name: 'Brigade Group',
    description:
      'Brigade Group was founded in Bengaluru in 1986 by M.R. Jaishankar. It develops homes, offices, malls and hotels, and built the World Trade Center towers in Bengaluru, Chennai and Kochi. Its mixed-use enclaves such as Brigade Gateway combine all four under one plan.',
    website: 'https://www.brigadegroup.com',
    foundedYear: 1986,
    hqCity: 'Bengaluru',
    hqState: 'Karnataka',
    completedProjects: 280,
    ongoingProjects: 30,
    upcomingProjects: 20,
    flagshipProjects: [
      {
        name: 'Brigade Gateway',
        description: 'An enclave in Rajajinagar with apartments, Orion Mall, a hotel and WTC Bengaluru.',
      },
      {
        name: 'Brigade Metropolis',
        description: 'A large residential community on Whitefield Road in Mahadevapura.',
      },
      {
        name: 'Brigade Orchards',
        description: 'A township near Devanahalli with homes, a school and a sports arena.',
      },
    ],
    team: [
      { name: 'M.R. Jaishankar', designation: 'Chairman' },
      { name: 'Pavitra Shankar', designation: 'Managing Director' },
      { name: 'Nirupa Shankar', designation: 'Joint Managing Director' },
      { name: 'Amar Mysore', designation: 'Executive Director' },
    ],
    specializations: [
      {
        name: 'Residential',
        description: 'Apartments and villas in Bengaluru, Chennai, Hyderabad and Mysuru.',
      },
      { name: 'Commercial', description: 'Offices and World Trade Center buildings.' },
      { name: 'Retail', description: 'The Orion malls in Bengaluru.' },
      { name: 'Hospitality', description: 'Business hotels run with international brands.' },
    ],
    contactEmail: 'salesenquiry@brigadegroup.com',
    contactPhone: '+91 80 4137 9200',
    socialMedia: {
      facebook: 'https://www.facebook.com/BrigadeGroup',
      twitter: 'https://twitter.com/BrigadeGroup',
      linkedin: 'https://www.linkedin.com/company/brigade-group',
      instagram: 'https://www.instagram.com/brigadegroup',
    },
    awards: [
      { name: 'Great Place to Work - Real Estate', year: null, category: 'Workplace' },
      { name: 'Best Mixed-Use Development', year: null, category: 'Commercial' },
    ],
    focusCities: ['Bengaluru', 'Chennai', 'Hyderabad', 'Mysuru', 'Kochi'],
  },
  {
    name: 'Puravankara',
    description:
      'Puravankara was founded in 1975 by Ravi Puravankara and moved its headquarters to Bengaluru in the 1980s. It builds premium homes under the Purva brand, mid-market homes as Provident Housing and plotted layouts as Purva Land. Its projects are spread across Bengaluru, Chennai, Pune, Mumbai, Hyderabad, Kochi, Coimbatore and Goa.',
    website: 'https://www.puravankara.com',
    foundedYear: 1975,
    hqCity: 'Bengaluru',
    hqState: 'Karnataka',
    completedProjects: 90,
    ongoingProjects: 30,
    upcomingProjects: 20,
    flagshipProjects: [
      {
        name: 'Purva Venezia',
        description: 'A Venice-themed residential community in Yelahanka, North Bengaluru.',
      },
      {
        name: 'Purva Highland',
        description: 'Apartments on Kanakapura Road set against the Turahalli forest.',
      },
      {
        name: 'Provident Park Square',
        description: 'A large mid-segment Provident Housing project on Kanakapura Road.',
      },
    ],
    team: [
      { name: 'Ravi Puravankara', designation: 'Chairman' },
      { name: 'Ashish Puravankara', designation: 'Managing Director' },
      { name: 'Abhishek Kapoor', designation: 'Executive Director & Group CEO' },
    ],
    specializations: [
      { name: 'Residential', description: 'Premium apartments and villas under the Purva brand.' },
      {
        name: 'Affordable Housing',
        description: 'Value homes for first-time buyers under Provident Housing.',
      },
      { name: 'Plotted Development', description: 'Gated plotted layouts under Purva Land.' },
    ],
    contactEmail: 'sales@puravankara.com',
    contactPhone: '+91 80 4343 9999',
    socialMedia: {
      facebook: 'https://www.facebook.com/Puravankara',
      linkedin: 'https://www.linkedin.com/company/puravankara-limited',
      instagram: 'https://www.instagram.com/puravankara',
    },
    awards: [{ name: 'Developer of the Year - South India', year: null, category: 'Residential' }],
    focusCities: ['Bengaluru', 'Chennai', 'Pune', 'Mumbai', 'Hyderabad', 'Kochi', 'Coimbatore', 'Goa'],
  },
  {
    name: 'Kolte Patil Developers',
    description:
      'Kolte Patil Developers was founded in Pune in 1991 and is one of the best-known builders in the city. It develops mid-market and premium homes, including the 24K luxury brand and the Life Republic township at Hinjewadi. It also works on redevelopment projects in Mumbai and homes in Bengaluru.',
    website: 'https://www.koltepatil.com',
    foundedYear: 1991,
    hqCity: 'Pune',
    hqState: 'Maharashtra',
    completedProjects: 65,
    ongoingProjects: 22,
    upcomingProjects: 12,
    flagshipProjects: [
      {
        name: 'Life Republic',
        description:
          'An integrated township at Hinjewadi with homes, schools and shopping within walking distance.',
      },
      {
        name: '24K Glitterati',
        description: 'Premium apartments at Pimple Nilakh under the 24K luxury brand.',
      },
      {
        name: 'iTowers Exente',
        description: 'Residential towers in Electronic City, Bengaluru, close to the IT campuses.',
      },
    ],
    team: [
      { name: 'Rajesh Patil', designation: 'Chairman & Managing Director' },
      { name: 'Naresh Patil', designation: 'Vice Chairman' },
      { name: 'Milind Kolte', designation: 'Executive Director' },
      { name: 'Rahul Talele', designation: 'Group CEO' },
    ],
    specializations: [
      { name: 'Residential', description: 'Mid-market apartments in Pune, Mumbai and Bengaluru.' },
      { name: 'Township', description: 'Life Republic, a township of over 390 acres at Hinjewadi.' },
      { name: 'Luxury', description: 'The 24K brand of premium homes in Pune.' },
    ],
    contactEmail: 'enquiry@koltepatil.com',
    contactPhone: '+91 20 6622 6500',
    socialMedia: {
      facebook: 'https://www.facebook.com/KoltePatilDevelopers',
      linkedin: 'https://www.linkedin.com/company/kolte-patil-developers-ltd',
      instagram: 'https://www.instagram.com/koltepatildevelopers',
    },
    awards: [
      { name: 'Best Integrated Township', year: null, category: 'Township' },
      { name: 'Most Trusted Developer - Pune', year: null, category: 'Residential' },
    ],
    focusCities: ['Pune', 'Mumbai', 'Bengaluru'],
  },
  {
    name: 'Mahindra Lifespaces',
    description:
      'Mahindra Lifespaces is the real estate and infrastructure business of the Mahindra Group, founded in 1994. It builds homes under the Mahindra Luxe and Happinest brands and develops integrated business cities such as Mahindra World City in Chennai and Jaipur. All its residential projects are certified green buildings.',
    website: 'https://www.mahindralifespaces.com',
    foundedYear: 1994,
    hqCity: 'Mumbai',
    hqState: 'Maharashtra',
    completedProjects: 40,
    ongoingProjects: 15,
    upcomingProjects: 10,
    flagshipProjects: [
      {
        name: 'Mahindra World City, Chennai',
        description: 'An integrated business city with an SEZ, industrial zones and homes near Chengalpattu.',
      },
      {
        name: 'Mahindra World City, Jaipur',
        description: 'A business city on Ajmer Road with IT, manufacturing and residential zones.',
      },
      {
        name: 'Mahindra Happinest',
        description: 'Value homes for first-time buyers in Kalyan, Palghar and Chennai.',
      },
    ],
    team: [
      { name: 'Amit Kumar Sinha', designation: 'Managing Director & CEO' },
      { name: 'Vimal Agarwal', designation: 'Chief Financial Officer' },
      { name: 'Neha Joshi', designation: 'Head, Customer Experience' },
    ],
    specializations: [
      {
        name: 'Residential',
        description: 'Green-certified apartments in the Mumbai region, Pune and Bengaluru.',
      },
      { name: 'Township', description: 'Mahindra World City communities in Chennai and Jaipur.' },
      { name: 'Affordable Housing', description: 'Happinest homes for first-time buyers.' },
      { name: 'Commercial', description: 'Industrial clusters and business zones for companies.' },
    ],
    contactEmail: 'enquiry@mahindralifespaces.com',
    contactPhone: '+91 22 6747 8600',
    socialMedia: {
      facebook: 'https://www.facebook.com/MahindraLifespaces',
      twitter: 'https://twitter.com/MahindraLife',
      linkedin: 'https://www.linkedin.com/company/mahindra-lifespace-developers-limited',
      instagram: 'https://www.instagram.com/mahindralifespaces',
    },
    awards: [
      { name: 'Green Building Leadership', year: null, category: 'Sustainability' },
      { name: 'Best Affordable Housing Project', year: null, category: 'Affordable Housing' },
    ],
    focusCities: ['Mumbai', 'Thane', 'Pune', 'Nagpur', 'Bengaluru', 'Chennai', 'Jaipur', 'Gurgaon'],
  },
  {
    name: 'Tata Housing',
    description:
      'Tata Housing Development Company was set up in 1984 and is part of the Tata Group. It builds premium and mid-market homes in the Mumbai region, the NCR, Bengaluru, Pune, Kolkata, Chennai and Goa. Its Tata Value Homes arm was one of the first large efforts by a major group at affordable housing.',
    website: 'https://www.tatahousing.com',
    foundedYear: 1984,
    hqCity: 'Mumbai',
    hqState: 'Maharashtra',
    completedProjects: 55,
    ongoingProjects: 20,
    upcomingProjects: 10,
    flagshipProjects: [
      {
        name: 'Tata Serein',
        description: 'Residential towers on Pokhran Road 2, Thane, beside the Yeoor hills.',
      },
      {
        name: 'Tata Primanti',
        description: 'Apartments and villas in Sector 72, Gurgaon, off the Southern Peripheral Road.',
      },
      {
        name: 'Rio de Goa',
        description: 'A resort-style residential community near Dabolim in Goa.',
      },
    ],
    team: [
      { name: 'Sanjay Dutt', designation: 'Managing Director & CEO' },
      { name: 'Meera Krishnan', designation: 'Head, Customer Experience' },
      { name: 'Rohit Malhotra', designation: 'Head, Sales & Marketing' },
    ],
    specializations: [
      { name: 'Residential', description: 'Premium and mid-market apartments in large cities.' },
      { name: 'Luxury', description: 'Villas and large-format homes in Gurgaon and Goa.' },
      {
        name: 'Affordable Housing',
        description: 'Value homes for first-time buyers under Tata Value Homes.',
      },
    ],
    contactEmail: 'homes@tatahousing.com',
    contactPhone: '+91 22 6661 4444',
    socialMedia: {
      facebook: 'https://www.facebook.com/TataHousing',
      twitter: 'https://twitter.com/TataHousing',
      linkedin: 'https://www.linkedin.com/company/tata-housing',
    },
    awards: [{ name: 'Most Trusted Real Estate Brand', year: null, category: 'Brand' }],
    focusCities: ['Mumbai', 'Thane', 'Pune', 'Bengaluru', 'Gurgaon', 'Noida', 'Kolkata', 'Chennai', 'Goa'],
  },
  {
    name: 'Oberoi Realty',
    description:
      'Oberoi Realty is a Mumbai developer led by Vikas Oberoi, with roots going back to 1980. It concentrates on large mixed-use projects in the western suburbs, pairing luxury homes with offices, a mall and hotels. Oberoi Garden City in Goregaon is the best-known example.',
    website: 'https://www.oberoirealty.com',
    foundedYear: 1980,
    hqCity: 'Mumbai',
    hqState: 'Maharashtra',
    completedProjects: 45,
    ongoingProjects: 10,
    upcomingProjects: 6,
    flagshipProjects: [
      {
        name: 'Oberoi Garden City',
        description: 'A mixed-use development in Goregaon with homes, Commerz offices, a mall and a hotel.',
      },
      {
        name: 'Three Sixty West',
        description: 'Twin towers in Worli with luxury residences and a hotel.',
      },
      {
        name: 'Oberoi Sky City',
        description: 'High-rise apartments in Borivali East next to a large landscaped podium.',
      },
    ],
    team: [
      { name: 'Vikas Oberoi', designation: 'Chairman & Managing Director' },
      { name: 'Saumil Daru', designation: 'Director, Finance' },
      { name: 'Bindu Oberoi', designation: 'Non-Executive Director' },
    ],
    specializations: [
      { name: 'Luxury', description: 'Premium residences in Worli, Goregaon and Borivali.' },
      { name: 'Commercial', description: 'Grade A offices in the western suburbs of Mumbai.' },
      { name: 'Retail', description: 'Oberoi Mall and Sky City Mall.' },
      { name: 'Hospitality', description: 'Hotels within its mixed-use developments.' },
    ],
    contactEmail: 'sales@oberoirealty.com',
    contactPhone: '+91 22 6677 3333',
    socialMedia: {
      facebook: 'https://www.facebook.com/OberoiRealty',
      linkedin: 'https://www.linkedin.com/company/oberoi-realty',
      instagram: 'https://www.instagram.com/oberoirealty',
    },
    awards: [
      { name: 'Luxury Developer of the Year', year: null, category: 'Luxury' },
      { name: 'Best Mixed-Use Project', year: null, category: 'Commercial' },
    ],
    focusCities: ['Mumbai', 'Thane', 'Gurgaon'],
  },
  {
    name: 'Hiranandani Group',
    description:
      'Hiranandani was founded in 1978 by Niranjan and Surendra Hiranandani. It is best known for Hiranandani Gardens in Powai and Hiranandani Estate in Thane, planned townships with neoclassical buildings, schools, hospitals and offices. Its later work includes Fortune City near Panvel.',
    website: 'https://www.hiranandani.com',
    foundedYear: 1978,
    hqCity: 'Mumbai',
    hqState: 'Maharashtra',
    completedProjects: 55,
    ongoingProjects: 12,
    upcomingProjects: 6,
    flagshipProjects: [
      {
        name: 'Hiranandani Gardens, Powai',
        description: 'A township of about 250 acres around Powai Lake with homes, offices and schools.',
      },
      {
        name: 'Hiranandani Estate, Thane',
        description: 'A township off Ghodbunder Road with towers, a school and a hospital.',
      },
      {
        name: 'Hiranandani Fortune City',
        description: 'A residential township near Panvel in the Navi Mumbai region.',
      },
    ],
    team: [
      { name: 'Niranjan Hiranandani', designation: 'Co-founder & Managing Director' },
      { name: 'Darshan Hiranandani', designation: 'Group CEO' },
      { name: 'Anil Deshpande', designation: 'Head, Projects' },
    ],
    specializations: [
      { name: 'Township', description: 'Self-contained townships in Powai, Thane and Panvel.' },
      { name: 'Luxury', description: 'Premium apartments and penthouses in Powai.' },
      { name: 'Commercial', description: 'Offices and business parks within its townships.' },
    ],
    contactEmail: 'sales@hiranandani.com',
    contactPhone: '+91 22 2576 3600',
    socialMedia: {
      facebook: 'https://www.facebook.com/HiranandaniCommunities',
      linkedin: 'https://www.linkedin.com/company/hiranandani-group',
      instagram: 'https://www.instagram.com/hiranandanicommunities',
    },
    awards: [{ name: 'Best Township Project', year: null, category: 'Township' }],
    focusCities: ['Mumbai', 'Thane', 'Navi Mumbai'],
  },
  {
    name: 'Shapoorji Pallonji Real Estate',
    description:
      'Shapoorji Pallonji Real Estate is the property arm of the Shapoorji Pallonji Group, a construction business founded in Mumbai in 1865. It builds premium homes such as Vicinia in Powai and mid-market communities under the Joyville brand. Its projects span Mumbai, Thane, Pune, Bengaluru, Kolkata and Gurgaon.',
    website: 'https://www.shapoorjirealestate.com',
    foundedYear: 1865,
    hqCity: 'Mumbai',
    hqState: 'Maharashtra',
    completedProjects: 40,
    ongoingProjects: 20,
    upcomingProjects: 10,
    flagshipProjects: [
      {
        name: 'Joyville, Hinjewadi',
        description: 'A mid-market community in Pune with homes sized for young families.',
      },
      {
        name: 'Vicinia, Powai',
        description: 'Premium residential towers in Chandivali, close to the Powai business district.',
      },
      {
        name: 'Sukhobrishti, New Town',
        description: 'A large affordable housing project in New Town, Kolkata.',
      },
    ],
    team: [
      { name: 'Shapoor Mistry', designation: 'Chairman, Shapoorji Pallonji Group' },
      { name: 'Venkatesh Gopalakrishnan', designation: 'Chief Executive Officer' },
      { name: 'Kavita Shenoy', designation: 'Head, Sales & Marketing' },
    ],
    specializations: [
      { name: 'Residential', description: 'Premium and mid-market apartments in six cities.' },
      { name: 'Affordable Housing', description: 'Joyville and Sukhobrishti homes for first-time buyers.' },
      { name: 'Luxury', description: 'Premium towers in Mumbai.' },
      { name: 'Commercial', description: 'Offices and IT parks built with the group construction arm.' },
    ],
    contactEmail: 'sales@shapoorjirealestate.com',
    contactPhone: '+91 22 6749 0000',
    socialMedia: {
      facebook: 'https://www.facebook.com/ShapoorjiPallonjiRealEstate',
      linkedin: 'https://www.linkedin.com/company/shapoorji-pallonji-real-estate',
      instagram: 'https://www.instagram.com/shapoorjipallonjirealestate',
    },
    awards: [{ name: 'Best Mid-Segment Project', year: null, category: 'Residential' }],
    focusCities: ['Mumbai', 'Thane', 'Pune', 'Bengaluru', 'Kolkata', 'Gurgaon'],
  },
  {
    name: 'Rohan Builders',
    description:
      'Rohan Builders was started in Pune in 1993 and also builds in Bengaluru. Its homes follow a house design approach it calls Plus, aimed at ventilation, light, privacy and usable space. It has delivered apartments, villas and commercial buildings in both cities.',
    website: 'https://www.rohanbuilders.com',
    foundedYear: 1993,
    hqCity: 'Pune',
    hqState: 'Maharashtra',
    completedProjects: 42,
    ongoingProjects: 10,
    upcomingProjects: 6,
    flagshipProjects: [
      {
        name: 'Rohan Mithila',
        description: 'A residential community in Viman Nagar, Pune, close to the airport.',
      },
      {
        name: 'Rohan Leher',
        description: 'Apartments in Baner, Pune, designed for cross-ventilation and privacy.',
      },
      {
        name: 'Rohan Upavan',
        description: 'A community on Hennur Road in North Bengaluru built around green open spaces.',
      },
    ],
    team: [
      { name: 'Sanjay Lunkad', designation: 'Director' },
      { name: 'Amruta Joshi', designation: 'Head, Design' },
      { name: 'Nikhil Bapat', designation: 'Head, Sales' },
    ],
    specializations: [
      { name: 'Residential', description: 'Apartments designed around light, air and privacy.' },
      { name: 'Commercial', description: 'Office buildings in Pune.' },
    ],
    contactEmail: 'sales@rohanbuilders.com',
    contactPhone: '+91 20 6768 3000',
    socialMedia: {
      facebook: 'https://www.facebook.com/RohanBuilders',
      linkedin: 'https://www.linkedin.com/company/rohan-builders',
      instagram: 'https://www.instagram.com/rohanbuilders',
    },
    awards: [
      { name: 'BAI Well-Built Structure Award', year: 2010, category: 'Construction Quality' },
      { name: 'CNBC CRISIL CREDAI Real Estate Award', year: null, category: 'Residential' },
    ],
    focusCities: ['Pune', 'Bengaluru'],
  },
  {
    name: 'Omaxe',
    description:
      'Omaxe was founded in 1987 by Rohtas Goel and is based in New Delhi. It builds integrated townships, plotted communities and commercial centres, mostly in North and Central India. Its projects include townships in Lucknow, Indore and New Chandigarh.',
    website: 'https://www.omaxe.com',
    foundedYear: 1987,
    hqCity: 'Delhi',
    hqState: 'Delhi',
    completedProjects: 120,
    ongoingProjects: 25,
    upcomingProjects: 10,
    flagshipProjects: [
      {
        name: 'Omaxe City, Lucknow',
        description: 'A township in Lucknow with plots, villas, apartments and a shopping street.',
      },
      {
        name: 'Omaxe New Chandigarh',
        description: 'A township at Mullanpur with plots, villas and apartments near the Shivalik hills.',
      },
      {
        name: 'Omaxe Chowk',
        description: 'A commercial centre in Chandni Chowk, Delhi, for traders and shoppers.',
      },
    ],
    team: [
      { name: 'Rohtas Goel', designation: 'Chairman' },
      { name: 'Mohit Goel', designation: 'Managing Director' },
      { name: 'Jatin Goel', designation: 'Executive Director' },
    ],
    specializations: [
      { name: 'Township', description: 'Integrated townships in North and Central India.' },
      { name: 'Plotted Development', description: 'Residential plots within its townships.' },
      { name: 'Commercial', description: 'Shopping centres and commercial streets.' },
      { name: 'Residential', description: 'Apartments and villas for mid-market buyers.' },
    ],
    contactEmail: 'enquiry@omaxe.com',
    contactPhone: '+91 11 4189 6680',
    socialMedia: {
      facebook: 'https://www.facebook.com/OmaxeLimited',
      twitter: 'https://twitter.com/Omaxe_Limited',
      linkedin: 'https://www.linkedin.com/company/omaxe-ltd',
    },
    awards: [{ name: 'Best Township in North India', year: null, category: 'Township' }],
    focusCities: ['Delhi', 'Noida', 'Lucknow', 'Indore', 'Chandigarh', 'Jaipur'],
  },
  {
    name: 'Godavari Developers',
    description:
      'Godavari Developers is a regional Nashik builder founded in 1998. It builds mid-sized apartment buildings, row houses and small office buildings on Gangapur Road, College Road and in Indira Nagar. Buyers know it for modest prices, straightforward paperwork and timely handovers.',
    website: 'https://www.godavaridevelopers.in',
    foundedYear: 1998,
    hqCity: 'Nashik',
    hqState: 'Maharashtra',
    completedProjects: 28,
    ongoingProjects: 5,
    upcomingProjects: 3,
    flagshipProjects: [
      {
        name: 'Godavari Riverside',
        description: 'Two wings of 2 and 3 BHK flats off Gangapur Road, near the river.',
      },
      {
        name: 'Godavari Trade Centre',
        description: 'A four-storey office and shop building on College Road.',
      },
    ],
    team: [
      { name: 'Sunil Bhamre', designation: 'Founder & Managing Director' },
      { name: 'Manasi Bhamre', designation: 'Director, Projects' },
      { name: 'Ajit Wagh', designation: 'Head, Sales' },
    ],
    specializations: [
      { name: 'Residential', description: '2 and 3 BHK apartments for Nashik families.' },
      { name: 'Villas', description: 'Row houses and bungalows in gated layouts.' },
      { name: 'Commercial', description: 'Small office and shop buildings on main roads.' },
    ],
    contactEmail: 'sales@godavaridevelopers.in',
    contactPhone: '+91 253 257 4100',
    socialMedia: {
      facebook: 'https://www.facebook.com/GodavariDevelopers',
      instagram: 'https://www.instagram.com/godavaridevelopers',
    },
    awards: [{ name: 'CREDAI Nashik Metro Best Residential Project', year: 2019, category: 'Residential' }],
    focusCities: ['Nashik'],
  },
  {
    name: 'Vasundhara Land Developers',
    description:
      'Vasundhara Land Developers is a plotted-layout developer from Nashik, founded in 2006. It buys agricultural land at the edge of growing cities, obtains non-agricultural conversion and sells serviced plots with roads, drainage and electricity. Its layouts are in Nashik, Pune and Nagpur.',
    website: 'https://www.vasundharaland.in',
    foundedYear: 2006,
    hqCity: 'Nashik',
    hqState: 'Maharashtra',
    completedProjects: 18,
    ongoingProjects: 4,
    upcomingProjects: 3,
    flagshipProjects: [
      {
        name: 'Vasundhara Greens',
        description: 'A gated layout of 220 plots on Trimbak Road with internal tar roads and a garden.',
      },
      {
        name: 'Vasundhara Nagar',
        description: 'A layout of bungalow plots near Nagpur, close to the Wardha Road.',
      },
    ],
    team: [
      { name: 'Prakash Jadhav', designation: 'Founder & Chairman' },
      { name: 'Sneha Jadhav', designation: 'Managing Director' },
      { name: 'Ravindra Sonawane', designation: 'Head, Land & Approvals' },
    ],
    specializations: [
      { name: 'Plotted Development', description: 'NA-approved gated plotted layouts with clear titles.' },
      { name: 'Villas', description: 'Build-to-order bungalows on its own plots.' },
    ],
    contactEmail: 'plots@vasundharaland.in',
    contactPhone: '+91 253 231 8800',
    socialMedia: {
      facebook: 'https://www.facebook.com/VasundharaLand',
    },
    awards: [{ name: 'Best Plotted Development - North Maharashtra', year: null, category: 'Plots' }],
    focusCities: ['Nashik', 'Pune', 'Nagpur'],
  },
  {
    name: 'Nandini Constructions',
    description:
      'Nandini Constructions is a Nashik builder that has worked in the city since 2004. It focuses on compact 1 and 2 BHK flats near the industrial areas of Satpur and Ambad and along Nashik Road. Most of its buyers are first-time owners using home loans.',
    website: 'https://www.nandiniconstructions.in',
    foundedYear: 2004,
    hqCity: 'Nashik',
    hqState: 'Maharashtra',
    completedProjects: 22,
    ongoingProjects: 4,
    upcomingProjects: 2,
    flagshipProjects: [
      {
        name: 'Nandini Park',
        description: 'Three buildings of 1 and 2 BHK flats near the Ambad industrial area.',
      },
      {
        name: 'Nandini Residency',
        description: 'Compact flats a short walk from Nashik Road railway station.',
      },
    ],
    team: [
      { name: 'Vijay Kulkarni', designation: 'Managing Partner' },
      { name: 'Rekha Kulkarni', designation: 'Partner, Finance' },
      { name: 'Ganesh Pawar', designation: 'Site Engineer' },
    ],
    specializations: [
      { name: 'Affordable Housing', description: 'Compact homes priced for first-time buyers.' },
      { name: 'Residential', description: 'Mid-rise apartment buildings in established areas.' },
    ],
    contactEmail: 'info@nandiniconstructions.in',
    contactPhone: '+91 253 246 3300',
    socialMedia: {
      facebook: 'https://www.facebook.com/NandiniConstructionsNashik',
    },
    awards: [{ name: 'Affordable Housing Excellence', year: null, category: 'Affordable Housing' }],
    focusCities: ['Nashik'],
  },
];
