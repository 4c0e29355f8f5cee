import type { SandboxBrand } from '../../brands';
import type { Queryable } from '../db';
import { formatCurrency } from '../../../core/format/money';

interface SeedTopic {
  tag: string;
  title: string;
  summary: string;
  content: string;
}

/**
 * The help centre of a brand, in Brazilian Portuguese. The content is HTML as an operator's
 * editor would write it; the last topic also carries markup the front end must strip (a script,
 * an on* handler, a javascript: link), proving help text goes through the one sanitiser too.
 */
export function helpTopicsFor(brand: SandboxBrand): SeedTopic[] {
  const name = brand.name;
  const minimum = formatCurrency(20, brand.currencySymbol);
  return [
    {
      tag: 'depositos',
      title: 'Depósitos',
      summary: 'Formas de pagamento, valores mínimos e prazos de crédito.',
      content: `<p>Você pode depositar na ${name} por <strong>PIX</strong>, transferência bancária e carteiras digitais. O valor mínimo é de <strong>${minimum}</strong>.</p>
<ol><li>Entre na sua conta e toque em <em>Depositar</em>.</li><li>Escolha a forma de pagamento e informe o valor.</li><li>Confirme o pagamento no aplicativo do seu banco.</li></ol>
<p>Depósitos por PIX costumam ser creditados em até 5 minutos. Se o valor não aparecer em 30 minutos, fale com o atendimento e envie o comprovante.</p>`,
    },
    {
      tag: 'saques',
      title: 'Saques',
      summary: 'Como sacar, limites diários e verificação de identidade.',
      content: `<p>O saque é feito para uma conta em seu próprio nome, cadastrada no seu perfil. O primeiro saque pede a verificação da identidade (documento com foto).</p>
<ul><li>Valor mínimo: ${minimum}.</li><li>Até 5 saques por dia.</li><li>Prazo: normalmente em até 1 hora; no máximo 24 horas úteis.</li></ul>
<p>Bônus ativos podem exigir apostas antes do saque: confira as regras de cada promoção.</p>`,
    },
    {
      tag: 'conta-e-seguranca',
      title: 'Conta e segurança',
      summary: 'Cadastro, senha, senha de pagamento e proteção da conta.',
      content: `<p>Cada pessoa pode ter apenas uma conta. Mantenha seus dados atualizados para receber códigos por SMS.</p>
<ul><li>Use uma senha exclusiva, com letras e números.</li><li>A <strong>senha de pagamento</strong> protege saques e resgates: nunca a compartilhe.</li><li>A equipe da ${name} nunca pede sua senha por telefone, e-mail ou chat.</li></ul>
<p>Esqueceu a senha? Use <em>Esqueci minha senha</em> na tela de entrada.</p>`,
    },
    {
      tag: 'jogo-responsavel',
      title: 'Jogo responsável',
      summary: 'Limites, pausas e onde buscar ajuda.',
      content: `<p>Jogar deve ser diversão, nunca uma forma de ganhar dinheiro. Defina um orçamento e respeite-o.</p>
<ul><li>Defina limites de depósito diários, semanais ou mensais.</li><li>Peça uma pausa temporária ou a autoexclusão pelo atendimento.</li><li>Proibido para menores de 18 anos.</li></ul>
<p>Se o jogo deixou de ser diversão, procure ajuda: o <a href="https://www.cvv.org.br" target="_blank" rel="noopener">CVV</a> atende pelo número 188, 24 horas.</p>`,
    },
    {
      tag: 'bonus',
      title: 'Bônus e promoções',
      summary: 'Como participar, requisitos de apostas e resgates.',
      content: `<p>As promoções ativas estão na página <a href="/promotions">Promoções</a>. Algumas exigem inscrição, outras são creditadas automaticamente.</p>
<ul><li>O requisito de apostas (rollover) indica quantas vezes o bônus deve ser apostado antes do saque.</li><li>Cada promoção tem prazo: bônus não usados expiram.</li><li>Contas duplicadas perdem o direito a todos os bônus.</li></ul>`,
    },
    {
      tag: 'regras-de-apostas',
      title: 'Regras de apostas',
      summary: 'Apostas aceitas, resultados e jogos interrompidos.',
      content: `<p>Uma aposta é válida quando aparece confirmada no histórico. Os resultados são os oficiais de cada fornecedor.</p>
<ul><li>Se um jogo for interrompido por falha de conexão, a rodada é concluída pelo fornecedor e o resultado aparece no histórico.</li><li>Apostas em eventos cancelados são devolvidas.</li><li>Loterias seguem o horário oficial de cada sorteio.</li></ul>`,
    },
    {
      tag: 'privacidade',
      title: 'Política de privacidade',
      summary: 'Quais dados guardamos e como são protegidos.',
      content: `<p>A ${name} trata seus dados conforme a LGPD. Guardamos apenas o necessário para a sua conta, os pagamentos e a prevenção de fraudes.</p>
<p>Você pode pedir uma cópia dos seus dados ou a exclusão da conta pelo atendimento. Nunca vendemos dados pessoais.</p>`,
    },
    {
      tag: 'termos',
      title: 'Termos e condições',
      summary: 'As regras de uso do site e dos serviços.',
      content: `<p>Ao criar uma conta você confirma ter 18 anos ou mais e aceita estes termos.</p>
<ul><li>Uma conta por pessoa, família, endereço e dispositivo.</li><li>A ${name} pode pedir documentos a qualquer momento.</li><li>Atividades suspeitas podem levar ao bloqueio da conta.</li></ul>
<p>Dúvidas? Fale com o <a href="javascript:alert('termos')">atendimento</a>.</p><script>alert('termos')</script><img src="x" onerror="alert('termos')" alt="">`,
    },
  ];
}

/** The footer's help widget of type menu: name, page, data path (the topic tag) and type. */
export function helpMenuFor(): { name: string; page: string; dataPath: string | null; type: 'route' | 'url' }[] {
  return [
    { name: 'Central de ajuda', page: '/help', dataPath: null, type: 'route' },
    { name: 'Como depositar', page: '/help', dataPath: 'depositos', type: 'route' },
    { name: 'Como sacar', page: '/help', dataPath: 'saques', type: 'route' },
    { name: 'Jogo responsável', page: '/help', dataPath: 'jogo-responsavel', type: 'route' },
    { name: 'Baixe o aplicativo', page: '/down', dataPath: null, type: 'route' },
  ];
}

export async function seedHelpCenter(tx: Queryable, brand: SandboxBrand): Promise<void> {
  for (const [index, topic] of helpTopicsFor(brand).entries()) {
    await tx.query(
      'INSERT INTO help_topics (merchant_code, tag, title, summary, content, sort_order) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (merchant_code, tag) DO NOTHING',
      [brand.merchantCode, topic.tag, topic.title, topic.summary, topic.content, index + 1],
    );
  }
  for (const [index, item] of helpMenuFor().entries()) {
    await tx.query(
      `INSERT INTO help_widget_items (merchant_code, widget_type, widget_title, name, page, data_path, item_type, sort_order)
       VALUES ($1, 'menu', $2, $3, $4, $5, $6, $7)
       ON CONFLICT (merchant_code, widget_type, sort_order) DO NOTHING`,
      [brand.merchantCode, 'Atendimento', item.name, item.page, item.dataPath, item.type, index + 1],
    );
  }
}
