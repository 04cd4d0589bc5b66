import { escapeXml, textElement, xmlDeclaration } from './xml';

/** An iframe activity as a Common Cartridge web link: the page it framed, opened in a new window. */
export const webLinkXml = (title: string, url: string) =>
  `${xmlDeclaration}<webLink xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imswl_v1p3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsccv1p3/imswl_v1p3 http://www.imsglobal.org/profile/cc/ccv1p3/ccv1p3_imswl_v1p3.xsd">
${textElement('title', title)}
<url href="${escapeXml(url)}" target="_blank"/>
</webLink>
`;
