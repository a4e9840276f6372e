/** Word pools for generated listings: building and project names, nearby places, highlights and descriptions. */

type TCategory = 'home' | 'plot' | 'office';

/** First word of a society or layout name without a builder: 'Sai Residency', 'Ganga Villas'. */
export const BUILDING_PREFIXES: readonly string[] = [
  'Shree',
  'Sai',
  'Ganga',
  'Sunrise',
  'Krishna',
  'Om',
  'Shiv',
  'Laxmi',
  'Gokul',
  'Vrindavan',
  'Panchsheel',
  'Siddhivinayak',
  'Royal',
  'Silver Oak',
  'Green Valley',
  'Akshay',
  'Mangalmurti',
  'Samarth',
  'Anand',
  'Navkar',
  'Tulsi',
  'Kalpavruksha',
];

export const BUILDING_SUFFIXES: readonly string[] = [
  'Heights',
  'Residency',
  'Apartments',
  'Co-op Housing Society',
  'Towers',
  'Enclave',
  'Park',
  'Vihar',
  'Sadan',
  'Niwas',
  'Complex',
  'Avenue',
  'Gardens',
  'Paradise',
  'Sankul',
];

/** Second word of a builder's project: 'Godrej Emerald', 'Purva Vista'. */
export const PROJECT_WORDS: readonly string[] = [
  'Emerald',
  'Vista',
  'Park Avenue',
  'Horizon',
  'Greens',
  'Serenity',
  'Skyline',
  'Meadows',
  'Aura',
  'Crest',
  'Riverside',
  'Palms',
  'Orchid',
];

export const VILLA_COMMUNITY_SUFFIXES: readonly string[] = [
  'Villas',
  'Bungalows',
  'Row Houses',
  'Villa Enclave',
  'Homes',
  'County',
  'Estate',
  'Bungalow Colony',
];

export const PLOT_LAYOUT_SUFFIXES: readonly string[] = [
  'Nagar Layout',
  'Greens Plots',
  'Residential Layout',
  'Park Plots',
  'Enclave Plots',
  'Township Plots',
  'Vatika',
  'Estate Plots',
];

export const COMMERCIAL_NAMES: readonly string[] = [
  'Business Park',
  'Trade Centre',
  'Plaza',
  'Corporate Park',
  'Commerce House',
  'Arcade',
  'Business Centre',
  'Square',
  'Tech Park',
  'Chambers',
  'Shopping Centre',
];

export const STREET_NAMES: readonly string[] = [
  'MG Road',
  'Station Road',
  'Link Road',
  'Nehru Road',
  'Tilak Road',
  'Ambedkar Road',
  'Sardar Patel Road',
  'Subhash Chandra Bose Road',
  'Lal Bahadur Shastri Road',
  'Rajiv Gandhi Road',
  'Vivekananda Road',
  'Ring Road',
  'Main Road',
  'Church Road',
  'Temple Road',
  'Market Road',
  'Hospital Road',
  'College Road',
  'School Road',
  'Hill Road',
  'Old Highway Road',
];

export const SCHOOLS: readonly string[] = [
  'Delhi Public School',
  'Kendriya Vidyalaya',
  'Ryan International School',
  'Podar International School',
  'DAV Public School',
  'Amity International School',
  'Army Public School',
  'Orchids The International School',
  'EuroSchool',
  'VIBGYOR High',
  'Billabong High International School',
  'Narayana e-Techno School',
  'Sri Chaitanya School',
  'Bharatiya Vidya Bhavan',
  'Don Bosco School',
  'Holy Cross Convent School',
  "St. Joseph's High School",
];

export const HOSPITALS: readonly string[] = [
  'Apollo Hospital',
  'Fortis Hospital',
  'Sahyadri Hospital',
  'Manipal Hospital',
  'Max Hospital',
  'Narayana Health',
  'Aster Hospital',
  'KIMS Hospital',
  'Wockhardt Hospital',
  'Medicover Hospital',
  'CARE Hospital',
  'Yashoda Hospital',
  'Government District Hospital',
];

export const MALLS: readonly string[] = [
  'Phoenix Marketcity',
  'Inorbit Mall',
  'Nexus Mall',
  'Lulu Mall',
  'City Centre Mall',
  'Central Mall',
  'Pacific Mall',
  'DMart',
  'Reliance Smart Superstore',
  'Star Bazaar',
  'Westside',
];

/** Follows a locality name: 'Indira Nagar Garden', 'Gangapur Road Udyan'. */
export const PARKS: readonly string[] = [
  'Garden',
  'Udyan',
  'Park',
  'Lake Garden',
  "Children's Park",
  'Nature Park',
  'Municipal Garden',
  'Jogging Track',
  'Tree Park',
];

export const RESIDENTIAL_HIGHLIGHTS: readonly string[] = [
  'East-facing',
  'Vastu compliant',
  '24x7 water supply',
  'Corner unit',
  'Park-facing',
  'Gated community',
  'Close to public transport',
  'Modular kitchen',
  'Spacious balcony',
  'Cross-ventilation',
  'Low maintenance charges',
  'Pet-friendly',
  'Power backup',
  'Covered parking',
];

export const PLOT_HIGHLIGHTS: readonly string[] = [
  'Clear title',
  'Corner plot',
  'East-facing',
  'NA approved',
  'Gated layout',
  'Tar road access',
  'Electricity at site',
  'Bank loan available',
  'Close to highway',
  'Compound wall',
  'Vastu compliant',
  'Level land',
];

export const COMMERCIAL_HIGHLIGHTS: readonly string[] = [
  'Grade A building',
  'Ample visitor parking',
  'Main road frontage',
  'Full power backup',
  'High footfall area',
  'Lift access',
  'Fire NOC in place',
  'Ready for fit-out',
  'Close to public transport',
  'Private washroom',
  '24x7 security',
  'Central air conditioning',
];

/** Each a full sentence; {config} ('3 BHK apartment'), {locality}, {city} and {area} ('1,250') are filled in. */
export const DESCRIPTION_OPENERS: Record<TCategory, readonly string[]> = {
  home: [
    'This {config} in {locality}, {city} has {area} sq ft of well-planned space.',
    'This well-maintained {config} of {area} sq ft sits in a quiet lane of {locality}, {city}.',
    'The {config} on offer measures {area} sq ft and is in {locality}, a settled neighbourhood of {city}.',
    'Spread over {area} sq ft, this {config} in {locality} gets good daylight and cross-ventilation.',
    'This {config} in {locality}, {city} is close to schools, shops and public transport.',
    'Here is a {config} of {area} sq ft in {locality}, a short drive from the main roads of {city}.',
    'This {area} sq ft {config} in {locality} suits a family that wants more room without leaving {city}.',
  ],
  plot: [
    'This {area} sq ft plot in {locality}, {city} is ready for construction.',
    'A level plot of {area} sq ft is available in {locality}, on the growing edge of {city}.',
    'This {area} sq ft plot sits in a planned layout in {locality}, {city}.',
    'The plot measures {area} sq ft and lies in {locality}, with a tarred road up to the gate.',
    'Buyers who want to build their own home can consider this {area} sq ft plot in {locality}, {city}.',
    'This {area} sq ft plot in {locality} can take a house or a small building, subject to local rules.',
  ],
  office: [
    'This commercial space of {area} sq ft is in {locality}, {city}.',
    'A {area} sq ft commercial unit is available in {locality}, one of the busier business areas of {city}.',
    'This {area} sq ft space in {locality}, {city} suits an office, a clinic or a showroom.',
    'The unit offers {area} sq ft of commercial space in {locality}, with easy access from the main road.',
    'Located in {locality}, {city}, this {area} sq ft commercial space sees steady footfall through the day.',
    'This {area} sq ft commercial unit in {locality} suits a growing business in {city}.',
  ],
};

export const DESCRIPTION_MIDDLES: Record<TCategory, readonly string[]> = {
  home: [
    'The kitchen has a granite platform, a stainless steel sink and space for a water purifier.',
    'The bedrooms have built-in wardrobes, and the bathrooms have branded fittings.',
    'Vitrified tiles run through the home, and the living room opens onto a balcony.',
    'Water comes from the municipal supply, with a borewell as backup.',
    'Covered parking for one car is included, along with space for two-wheelers.',
    'The premises are well kept, with a guard at the gate and CCTV in the common areas.',
    'A grocery store, a pharmacy and a bus stop are within walking distance.',
    'The layout has little wasted passage space, and every room has a window.',
  ],
  plot: [
    'The layout has internal roads, streetlights and a compound wall.',
    'Water and electricity connections are available at the plot boundary.',
    'The land is level and needs little filling before construction.',
    'Title documents and the layout approval can be shared on request.',
    'The plot is a short drive from the highway and the nearest railway station.',
    'A few houses are already built in the layout, so neighbours are in place.',
    'Several banks offer loans for plot purchase in this layout.',
  ],
  office: [
    'The unit has a pantry area, and washrooms are on the same floor.',
    'Power backup covers the lifts and the common areas.',
    'The building has lifts, a reception lobby and round-the-clock security.',
    'Car parking is available in the basement, with visitor parking at the front.',
    'The unit gets good natural light and is visible from the approach road.',
    'Public transport makes it easy for staff and customers to reach.',
    'The floor plate is regular, which keeps fit-out work simple.',
    'Fire safety systems, including sprinklers and alarms, are installed.',
  ],
};

export const DESCRIPTION_CLOSERS: { rent: readonly string[]; sale: readonly string[] } = {
  rent: [
    'The owner prefers a long-term tenant, and the standard lease runs for 11 months.',
    'A security deposit equal to three months of rent applies.',
    'Maintenance charges are included in the rent.',
    'The property is available for immediate move-in, so contact the agent to arrange a visit.',
    'Visits can be arranged on weekday evenings and at weekends.',
    'Rent is payable monthly by bank transfer, and the agreement is registered online.',
  ],
  sale: [
    'Contact the agent to schedule a site visit.',
    'The price is slightly negotiable for a serious buyer.',
    'Loan assistance is available through leading banks.',
    'All documents are in order and ready for verification.',
    'Visits can be arranged on weekdays and at weekends with prior notice.',
    'Stamp duty and registration charges are extra, at government rates.',
  ],
};
