-- Issue 21: a filtered search counts its matches (exactly up to 10,000) in the page's statement. With
-- a city, that count read every public listing of the city from the city index and tested the other
-- filters on each entry (Nashik, For Sale, 20-90 lakh, 2+ bedrooms at 100,000 listings: 14,291 entries
-- for 3,581 matches). This index is ordered by city, sale/rent and price, so the count reads only the
-- city's entries of that status and price band (5,760), and carries the other filter columns
-- (INCLUDE: drizzle does not express it) so they are tested on the index entries alone.
CREATE INDEX "properties_pub_city_price_idx" ON "properties" USING btree ("city_key","status","price","id") INCLUDE ("bedrooms","bathrooms","type","area","amenity_mask","created_at") WHERE listed and status in ('For Sale', 'For Rent');
