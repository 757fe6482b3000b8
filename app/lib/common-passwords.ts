/** The commonest 6+ character passwords (SecLists); shorter ones already fail the length rule. */
const COMMON_PASSWORDS = new Set(
  `123456 password 12345678 qwerty 123456789 1234567 111111 123123 abc123 password1 1234567890
iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321 monkey
1qaz2wsx 123321 qwertyuiop superman asdfghjkl 666666 121212 football baseball welcome
shadow master michael jennifer 987654321 trustno1 starwars passw0rd 123qwe 1q2w3e 112233
charlie donald password123 qwerty1 aa123456 access flower hello123 freedom whatever qazwsx
mustang jordan23 batman 7777777 555555 888888 123654 1234qwer 159753 ashley bailey
hunter2 michelle nicole jessica 11111111 12341234 1111111 654321a q1w2e3r4 q1w2e3r4t5
q1w2e3r4t5y6 a123456 123456a asdfgh asdf1234 computer corvette cookie summer love123
loveme chocolate secret secret123 pokemon maggie buster ginger soccer hockey tigger
killer hannah thomas george harley ranger daniel andrew joshua matthew robert jordan
pepper cheese biteme zxcvbnm zxcvbn abcdef abcdefg abcd1234 1a2b3c 123abc password12
passwords letmein1 welcome1 admin123 administrator changeme default monkey123 dragon123
princess1 sunshine1 iloveyou1 qwe123 147258369 147258 258456 987654 789456123 789456
11223344 123123123 12344321 102030 1231234 5201314 696969 131313 232323 qweqwe qweasd
qweasdzxc asdasd asdqwe zxcasd google linkedin facebook myspace1 starwars1 whatever1
lovely angel1 angels baby123 blink182 jesus1 princesa tequiero naruto samsung apple123
banana orange purple yellow silver golden diamond snoopy tinkerbell butterfly
1qazxsw2 zaq1zaq1 !qaz2wsx 1q2w3e4r5t 1q2w3e4r5t6y qwerty12 qwerty1234 test123 testing
test1234 abc12345 football1 baseball1 superman1 batman1 trustno11 michael1 charlie1
iloveu iloveyou2 loveyou azerty azerty123 000000a 123456789a 12345678a 1234567a`.split(/\s+/),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
