/** One place for every way to reach the team; the footer and the contact page read it. */
export interface SocialLink {
  id: "phone" | "chat" | "email" | "instagram" | "facebook" | "youtube" | "linkedin";
  label: string;
  /** What a reader sees next to the icon, e.g. the number or the handle. */
  display: string;
  href: string;
}

export const contactDetails = {
  phone: "+91 80 4718 2290",
  email: "hello@circuitcampus.dev",
  credit: { label: "Circuit Campus team", href: "/about" },
} as const;

export const socialLinks: SocialLink[] = [
  { id: "phone", label: "Phone", display: contactDetails.phone, href: `tel:${contactDetails.phone.replace(/\s+/g, "")}` },
  {
    id: "chat",
    label: "WhatsApp chat",
    display: "Chat with us",
    href: `https://wa.me/${contactDetails.phone.replace(/\D+/g, "")}`,
  },
  { id: "email", label: "E-mail", display: contactDetails.email, href: `mailto:${contactDetails.email}` },
  { id: "instagram", label: "Instagram", display: "@circuitcampus", href: "https://www.instagram.com/circuitcampus" },
  { id: "facebook", label: "Facebook", display: "circuitcampus", href: "https://www.facebook.com/circuitcampus" },
  { id: "youtube", label: "YouTube", display: "@circuitcampus", href: "https://www.youtube.com/@circuitcampus" },
  { id: "linkedin", label: "LinkedIn", display: "Circuit Campus", href: "https://www.linkedin.com/company/circuitcampus" },
];
