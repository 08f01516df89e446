// What the demo AI chat knows: the demo host plays the Aldermouth Garden Café's website, and a chat that
// answers every question about it with its fallback message shows nothing of the widget. Seeded as one
// text (what an owner would paste under "Texts" in the builder), headed by topic so each chunk answers one
// kind of question, the starter questions ("What do you offer?", "How can I contact you?") included.
export const CAFE_KNOWLEDGE = {
  title: 'About Aldermouth Garden Café',
  markdown: `# What we offer
Aldermouth Garden Café serves breakfast, brunch and lunch, home-made cakes and pastries, speciality coffee roasted in Aldermouth, and loose-leaf teas. You can eat in, sit in our walled garden or take away. We also cater for small events and bake whole cakes to order.

# Opening hours
We are open Monday to Friday from 8:00 to 17:00, on Saturdays from 9:00 to 18:00 and on Sundays from 9:00 to 15:00. The kitchen takes its last food orders 30 minutes before closing. We are closed on 25 and 26 December and on 1 January.

# How to contact us
Call us on 01632 960 123 or email hello@aldermouth-cafe.example. You can also send us a message with the contact form on this page; we reply within one working day.

# Where to find us
The café is at 12 Harbour Lane, Aldermouth, a five-minute walk from the railway station. The Harbour car park is next door, free for two hours. There is step-free access from the street and an accessible toilet.

# Vegan, gluten-free and allergies
We have vegan and gluten-free dishes every day, including a vegan chocolate and orange cake and gluten-free brownies. Oat, soy and almond milk cost nothing extra. Ask our staff for the allergen information of any dish.

# Booking a table
Walk-ins are welcome. Tables for six people or more can be booked by phone or by email. The garden can be hired for private evening events.

# Dogs, Wi-Fi and families
Dogs are welcome in the garden. Wi-Fi is free for customers. We have high chairs and a baby changing table.

# Gift cards and cake orders
Gift cards from £10 to £100 are sold at the counter. Whole cakes need 48 hours' notice: order by phone, by email or in the café.
`,
};
