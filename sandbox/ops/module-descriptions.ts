/**
 * What each module of the permission tree does, as the back office shows it next to its switch
 * (docs/modules.md has the full table: front end, server, tests). Portuguese: the operators'
 * language in this sandbox.
 */
export const MODULE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  LOGIN: 'Entrada no site. Desligado, desliga todas as formas de entrar abaixo.',
  MOBILEVERCODELOGIN3: 'Entrar com código por SMS (aba SMS do login). Desligado, nenhum código de login é enviado.',
  FREEPLAY3: 'Jogar grátis: conta de teste sem cadastro.',
  CAPTCHA3: 'Código da imagem no login depois de uma tentativa errada.',
  PWDEXPFORCECHANGE3: 'Obriga a trocar a senha vencida ao entrar.',
  CHNGPASSVERIF3: 'Recuperar a senha por e-mail ou celular (abas do "Esqueci a senha").',
  SOCIALLOGIN3: 'Entrar com conta de rede social (marcas com autenticação externa).',
  REGISTER: 'Cadastro de novos jogadores. Desligado, desliga todas as formas de cadastro abaixo.',
  DIRECTREG3: 'Botão e página de cadastro.',
  USERNAMEREG3: 'Cadastro com nome de usuário.',
  MOBILENUMREG3: 'Cadastro com número de celular.',
  MOBILENUMPASSREG3: 'Senha no cadastro por celular.',
  REGMOBVERF3: 'Código por SMS no cadastro.',
  COUNTRYCODE3: 'Escolha do código do país nos campos de celular.',
  AFFILIATECODE3: 'Campo de código de convite no cadastro.',
  GAMES: 'Todos os jogos. Desligado, tira todas as categorias do site.',
  RNG: 'Slots: item do menu, lobby /rng, banners, listas, busca e lançamentos.',
  INHOUSE: 'Jogos originais da casa: item do menu, lobby /inhouse, listas e lançamentos.',
  LIVE: 'Cassino ao vivo: item "Ao vivo", lobby /live, banners, ganhadores e lançamentos.',
  FISH: 'Pescaria: item do menu, lobby /fish, banners, listas e lançamentos.',
  PVP: 'Jogos de cartas: item do menu, lobby /pvp, banners, listas e lançamentos.',
  SPORTS: 'Esportes, e-sports e rinha: itens do menu, páginas, banners e lançamentos.',
  LOTT: 'Loterias: item do menu, páginas de loteria, listas e lançamentos.',
  ELOTT: 'E-Loteria: item do menu, página /elott, banners e lançamentos.',
  PROMOTION: 'Promoções, indicação e loja de pontos.',
  PROMOTIONS: 'Página de promoções, banners que levam a promoções e pedidos de bônus.',
  REFERRAL: 'Promoção de indicação de amigos e seus prêmios.',
  POINTMALL: 'Loja de pontos: página, item do menu, banners e resgates.',
  MEMBER: 'Área do jogador.',
  MEMBERCENTER: 'Central do membro (conta, carteira, registros). Desligada, não aceita novos depósitos; saques e saldos continuam.',
  AGENT: 'Área do agente.',
  AGENTCENTER: 'Central do agente (equipe, relatórios, contratos). Desligada, nada é calculado nem pago.',
};
