import { escapeXml, textElement, xmlDeclaration } from './xml';

/**
 * An activity as a Thin Common Cartridge link (`imsbasiclti_xmlv1p3`): an LTI resource link whose
 * launch opens the activity in Sparked, for an LMS that has Sparked registered as an LTI 1.3 tool.
 * The custom ids say what the link opens whatever the LMS does with the address.
 */
export function ltiLinkXml(link: {
  title: string;
  launchUrl: string;
  custom: Record<string, string>;
}): string {
  const custom = Object.entries(link.custom)
    .map(
      ([name, value]) =>
        `<lticm:property name="${escapeXml(name)}">${escapeXml(value)}</lticm:property>`,
    )
    .join('');
  return `${xmlDeclaration}<cartridge_basiclti_link xmlns="http://www.imsglobal.org/xsd/imslticc_v1p3" xmlns:blti="http://www.imsglobal.org/xsd/imsbasiclti_v1p0" xmlns:lticm="http://www.imsglobal.org/xsd/imslticm_v1p0" xmlns:lticp="http://www.imsglobal.org/xsd/imslticp_v1p0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imslticc_v1p3 http://www.imsglobal.org/xsd/imslticc_v1p3.xsd http://www.imsglobal.org/xsd/imsbasiclti_v1p0 http://www.imsglobal.org/xsd/imsbasiclti_v1p0p1.xsd http://www.imsglobal.org/xsd/imslticm_v1p0 http://www.imsglobal.org/xsd/imslticm_v1p0.xsd http://www.imsglobal.org/xsd/imslticp_v1p0 http://www.imsglobal.org/xsd/imslticp_v1p0.xsd">
${textElement('blti:title', link.title)}
<blti:custom>${custom}</blti:custom>
<blti:launch_url>${escapeXml(link.launchUrl)}</blti:launch_url>
${new URL(link.launchUrl).protocol === 'https:' ? `<blti:secure_launch_url>${escapeXml(link.launchUrl)}</blti:secure_launch_url>\n` : ''}<blti:vendor><lticp:code>sparked</lticp:code><lticp:name>Sparked</lticp:name></blti:vendor>
</cartridge_basiclti_link>
`;
}
