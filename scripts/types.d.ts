declare module "zipcodes" {
  const zipcodes: { codes: Record<string, unknown> };
  export default zipcodes;
}
