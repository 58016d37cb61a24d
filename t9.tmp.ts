import { claimsSpeed } from './bench/claims-speed';
console.log(await claimsSpeed());
