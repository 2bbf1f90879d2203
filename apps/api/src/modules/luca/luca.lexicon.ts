/**
 * Everyday words people use for their business, and the words the CNAE uses for the same
 * thing. Written by hand from how customers talk ("sites", "salão", "uber", "marmita",
 * "insta"); the engine adds the right-hand words to the intent with a lower weight, so a
 * description written in slang still meets the official vocabulary. Keys are compared
 * normalised (lowercase, no accents); a key of several words matches those words in a
 * row, and the longest key wins ("salão de festas" before "salão").
 *
 * Each line: keys separated by "|", then the expansions separated by ";".
 */
const SOURCE: ReadonlyArray<readonly [string, string]> = [
  // ---------------------------------------------------------------- technology
  [
    'site|sites|website|websites|landing page|landing pages|pagina web|paginas web|pagina na internet|hotsite|wordpress',
    'web design; criacao de sites; websites',
  ],
  [
    'app|apps|aplicativo|aplicativos|aplicativo de celular|aplicativos de celular|aplicativos mobile|mobile',
    'desenvolvimento de aplicativo informatico sob encomenda; programas de computador',
  ],
  [
    'sistema|sistemas|software|softwares|programa de computador|programacao|programador|programadora|desenvolvedor|desenvolvedora|dev|codigo',
    'desenvolvimento de programas de computador sob encomenda; software',
  ],
  ['software proprio|saas|plataforma|plataformas', 'licenciamento de programas de computador nao customizaveis'],
  ['ti|t i|tecnologia|tecnologia da informacao|informatica', 'tecnologia da informacao; informatica'],
  ['suporte|suporte tecnico|helpdesk|help desk|redes de computadores', 'suporte tecnico em tecnologia da informacao'],
  ['jogo|jogos|game|games|jogos digitais', 'jogos eletronicos; programas de computador nao customizaveis'],
  ['hospedagem de sites|hospedagem|servidor|servidores|nuvem|cloud', 'hospedagem de paginas; tratamento de dados'],
  [
    'provedor|provedor de internet|fibra|fibra optica|internet banda larga|wifi',
    'provedores de acesso as redes de comunicacoes',
  ],
  ['celular|celulares|smartphone|smartphones|iphone|telefone|telefones', 'telefones celulares; aparelhos telefonicos'],
  ['capinha|capinhas|carregador|carregadores|pelicula|peliculas|fone de ouvido', 'acessorios para telefones celulares'],
  ['tela|telas|troca de tela', 'reparacao de telefones celulares'],
  [
    'notebook|notebooks|pc|pcs|computador|computadores|laptop|desktop|micro|impressora|impressoras',
    'computadores; equipamentos de informatica',
  ],
  [
    'redes sociais|rede social|instagram|insta|facebook|tiktok|social media|socialmedia|midias sociais|midia social',
    'gestao de conteudo redes sociais; publicidade; marketing',
  ],
  [
    'marketing|marketing digital|trafego pago|trafego|anuncios|anuncio|ads|google ads|gestor de trafego|propaganda',
    'agencia de publicidade; consultoria em marketing; publicidade',
  ],
  [
    'youtuber|youtube|influencer|influenciador|influenciadora|criador de conteudo|criadora de conteudo|conteudo digital',
    'producao de videos; conteudo na internet',
  ],
  [
    'edicao de video|edicao de videos|editor de video|editora de video|editor de videos',
    'pos producao de videos; edicao de videos',
  ],
  ['video|videos|filmagem|filmagens|filmar|audiovisual|produtora', 'producao de videos; filmagem'],

  // ---------------------------------------------------------------- beauty
  // A beauty salon is, in CNAE words, hairdressing with manicure and pedicure.
  ['salao de beleza|saloes de beleza|instituto de beleza', 'cabeleireiros manicure e pedicure; tratamento de beleza'],
  // Alone, "salão" is most often the beauty salon ("tenho um salão"), but also a party or dance hall.
  ['salao|saloes', 'cabeleireiros'],
  ['beleza', 'tratamento de beleza; cuidados com a beleza'],
  [
    'cabelo|cabelos|cabeleireira|cabeleireiro|cabelereira|cabelereiro|cabeleleira|cabeleleiro|escova|progressiva|mechas|luzes|penteado|penteados|tranca|trancas',
    'cabeleireiros; tratamento dos cabelos; corte de cabelo',
  ],
  [
    'unha|unhas|manicure|pedicure|manicuri|pedicuri|esmalteria|nail|nail designer|alongamento de unha|alongamento de unhas|unha de gel',
    'manicure pedicure',
  ],
  ['barbearia|barbeiro|barba|barbershop', 'barbearia; cabeleireiros'],
  [
    'sobrancelha|sobrancelhas|sombrancelha|sombrancelhas|design de sobrancelha|cilios|extensao de cilios|lash|micropigmentacao|henna',
    'estetica e outros servicos de cuidados com a beleza; maquiagem',
  ],
  ['depilacao|depiladora|cera|depilacao a laser', 'depilacao; estetica'],
  ['make|maquiagem|maquiadora|maquiador|makeup|make up|maquiar', 'maquiagem; estetica e cuidados com a beleza'],
  [
    'estetica|esteticista|drenagem|drenagem linfatica|limpeza de pele|harmonizacao|harmonizacao facial|peeling|botox',
    'estetica; tratamento de beleza; limpeza de pele',
  ],
  ['spa|massagem|massagens|massagista|relaxante|quick massage|day spa', 'massagem; sauna banhos relaxamento'],
  ['tatuagem|tatuagens|tattoo|tatuador|tatuadora|piercing|piercings|body piercing', 'tatuagem; piercing'],

  // ---------------------------------------------------------------- health
  ['fisio|fisioterapeuta|fisioterapia|rpg|reabilitacao', 'fisioterapia'],
  [
    'psicologa|psicologo|psicologia|terapia|terapeuta|psicoterapia|atendimento psicologico|psicanalista|psicanalise',
    'psicologia; psicanalise',
  ],
  ['nutri|nutricionista|nutricao|dieta|dietas|reeducacao alimentar', 'nutricionista; nutricao'],
  ['fono|fonoaudiologa|fonoaudiologo|fala', 'fonoaudiologia'],
  [
    'dentista|dentistas|odonto|odontologia|consultorio dentario|ortodontia|aparelho dental|implante dentario|clareamento dental',
    'atividade odontologica',
  ],
  [
    'medico|medica|medicos|doutor|doutora|consulta|consultas|clinico geral|pediatra|ginecologista|dermatologista|cardiologista|psiquiatra',
    'atividade medica ambulatorial restrita a consultas',
  ],
  ['exame|exames|ultrassom|raio x', 'exames complementares; diagnostico por imagem'],
  ['vet|veterinario|veterinaria|veterinarios|clinica vet', 'atividades veterinarias; clinica veterinaria'],
  [
    'enfermeira|enfermeiro|enfermagem|tecnica de enfermagem|home care',
    'enfermagem; assistencia a paciente no domicilio',
  ],
  [
    'cuidador|cuidadora|cuidadores|cuidar de idosos|acompanhante de idosos',
    'cuidador de idosos; assistencia a paciente no domicilio',
  ],
  ['idoso|idosos|terceira idade|casa de repouso|asilo|lar de idosos|geriatria', 'idosos; residencias geriatricas'],
  ['podologa|podologo|podologia|pe diabetico', 'podologia'],
  [
    'massoterapia|massoterapeuta|acupuntura|reiki|terapias holisticas|terapia holistica|terapias integrativas|aromaterapia|auriculoterapia|florais',
    'praticas integrativas e complementares em saude humana',
  ],
  ['laboratorio|exames de sangue|analises clinicas|coleta de sangue', 'laboratorios clinicos; analises clinicas'],
  ['vacina|vacinas|vacinacao', 'vacinacao e imunizacao humana'],
  ['farmacia|drogaria|remedio|remedios|medicamento|medicamentos', 'produtos farmaceuticos; medicamentos'],
  ['manipulacao|farmacia de manipulacao|manipulados', 'manipulacao de formulas'],
  ['otica|oculos|lentes|lentes de contato|armacoes', 'artigos de optica; oculos'],

  // ---------------------------------------------------------------- pets
  [
    'pet|pets|petshop|pet shop|racao|racoes|aquarismo',
    'animais de estimacao; artigos e alimentos para animais de estimacao; racoes',
  ],
  [
    'cachorro|cachorros|cao|caes|dog|dogs|gato|gatos|cat|cats|cachorrinho|animal|animais|bichos',
    'animais domesticos; animais de estimacao',
  ],
  ['banho e tosa|tosa|tosador|tosadora|tosar|banho em cachorro', 'higiene e embelezamento de animais domesticos'],
  [
    'hotelzinho|hotel para cachorro|hotel para caes|hotel pet|hospedagem de caes|creche para cachorro|creche canina|dog walker|passeador|passeador de caes|pet sitter',
    'alojamento de animais domesticos',
  ],
  ['adestramento|adestrador|adestradora|adestrar', 'adestramento de animais domesticos'],

  // ---------------------------------------------------------------- food
  [
    'restaurante|restaurantes|self service|selfservice|self|por quilo|por kilo|kilo|comida caseira|almoco|almocos|prato feito|pf|comida japonesa|sushi|japones|temakeria|churrascaria|rodizio',
    'restaurantes; servico de alimentacao',
  ],
  [
    'lanchonete|lanchonetes|lanche|lanches|hamburguer|hamburgueres|hamburgueria|burger|cachorro quente|hot dog|cafeteria|cafe|cafes|acai|acaiteria|sucos|suco|tapioca|crepe|crepes|creperia|pastelaria|pastel|pasteis|sorveteria|casa de sucos|coxinha|espetinho|espetinhos',
    'lanchonetes; casas de cha de sucos e similares',
  ],
  [
    'bar|barzinho|boteco|buteco|botequim|choperia|pub|bares|adega bar|petiscos',
    'bares e outros estabelecimentos especializados em servir bebidas',
  ],
  [
    'musica ao vivo|show|shows|karaoke|balada|boate|casa noturna|danceteria',
    'com entretenimento; musica ao vivo; danceteria',
  ],
  [
    'marmita|marmitas|marmitex|quentinha|quentinhas|delivery|entrega de comida|ifood|comida congelada|congelados|comida por encomenda',
    'fornecimento de alimentos preparados preponderantemente para consumo domiciliar',
  ],
  [
    'food truck|foodtruck|trailer|trailer de lanche|carrinho|carrinho de lanche|ambulante|barraca|barraquinha|quiosque|na rua|feira|feiras',
    'servicos ambulantes de alimentacao',
  ],
  ['buffet|bufe|bufet|buffet infantil|coffee break|coquetel', 'bufe; servicos de alimentacao para eventos'],
  [
    'bolo|bolos|doce|doces|docinho|docinhos|brigadeiro|brigadeiros|bolo de pote|bolos de pote|confeitaria|confeiteira|confeiteiro|tortas|torta|cupcake|cupcakes|bem casado|bem casados|sobremesas|sobremesa',
    // Whether they are made or resold is for the verbs to say ("faço", "revendo"), not the goods.
    'confeitaria; bolos; doces; produtos de padaria e confeitaria',
  ],
  ['salgado|salgados|salgadinho|salgadinhos|coxinhas|kibe|esfiha|esfihas|empada|empadas', 'salgados; salgadinhos'],
  ['padaria|padarias|pao|paes|paozinho|panificadora|pao de queijo', 'padaria; panificacao; produtos de padaria'],
  [
    'mercadinho|mercearia|minimercado|minimercados|mini mercado|armazem|emporio|venda de bairro',
    'minimercados mercearias e armazens',
  ],
  ['supermercado|supermercados|mercado|mercados', 'supermercados; minimercados'],
  [
    'hortifruti|hortifrutti|sacolao|quitanda|verdurao|frutaria|feira livre',
    'comercio varejista de hortifrutigranjeiros',
  ],
  ['frutas|fruta|verduras|verdura|legumes|hortalicas', 'hortifrutigranjeiros'],
  ['acougue|acougues|carne|carnes|boutique de carnes|casa de carnes', 'acougue; carnes'],
  ['peixaria|peixe|peixes|frutos do mar|pescados', 'peixaria; pescados'],
  [
    'bebida|bebidas|cerveja|cervejas|deposito de bebidas|adega|distribuidora de bebidas|vinhos|destilados',
    'bebidas; cerveja',
  ],
  ['cervejaria|cerveja artesanal|cervejas artesanais|chope|chopp|microcervejaria', 'fabricacao de cervejas e chopes'],
  [
    'chocolate|chocolates|ovos de pascoa|ovo de pascoa|bombom|bombons|trufas',
    'chocolates; produtos derivados do cacau',
  ],
  ['sorvete|sorvetes|picole|picoles|gelato|gelatos|paleta mexicana', 'sorvetes e outros gelados comestiveis'],
  ['pizza|pizzas|pizzaria|pizzarias', 'pizzaria'],
  [
    'marmitaria|cozinha industrial|refeicoes coletivas|refeicoes para empresas',
    'refeicoes para empresas; cozinha industrial',
  ],

  // ---------------------------------------------------------------- retail (what is sold)
  [
    'roupa|roupas|moda|vestuario|look|looks|camiseta|camisetas|camisa|camisas|vestido|vestidos|lingerie|moda feminina|moda masculina|moda infantil|moda praia|biquini|biquinis|moda fitness|roupa infantil|roupas infantis|boutique|confeccoes',
    'artigos do vestuario e acessorios; roupas',
  ],
  ['brecho|brechos', 'artigos usados; roupas usadas'],
  ['usado|usados|usada|usadas|seminovo|seminovos|seminova|seminovas|segunda mao', 'usados'],
  ['sapato|sapatos|tenis|calcado|calcados|sandalia|sandalias|chinelo|chinelos|botas|sapataria', 'calcados'],
  ['bolsa|bolsas|mochila|mochilas|mala|malas|carteira|carteiras|necessaire', 'artigos de viagem; bolsas'],
  ['semijoia|semijoias|bijuteria|bijuterias|bijoux|folheados|brincos|colares|pulseiras', 'bijuterias; semijoias'],
  ['joia|joias|ouro|prata|joalheria|aliancas|anel|aneis', 'joalheria; joias'],
  [
    'cosmetico|cosmeticos|maquiagens|perfume|perfumes|perfumaria|skincare|skin care|produtos de beleza|hidratantes',
    'cosmeticos; perfumaria; produtos de higiene pessoal',
  ],
  ['papelaria|material escolar|materiais escolares|cadernos|artigos de escritorio', 'papelaria'],
  ['livro|livros', 'livros'],
  ['livraria|livrarias|sebo|sebos', 'comercio varejista de livros'],
  ['brinquedo|brinquedos|jogos infantis', 'brinquedos'],
  ['artigos esportivos|esporte|esportes|suplementos esportivos', 'artigos esportivos'],
  ['bicicleta|bicicletas|bike|bikes|bicicletaria|ciclismo', 'bicicletas'],
  ['movel|moveis|sofa|sofas|colchao|colchoes|estofados|decoracao', 'moveis; artigos de decoracao'],
  [
    'eletro|eletrodomestico|eletrodomesticos|eletronicos|eletronico|geladeira|geladeiras|fogao|fogoes|tv|televisao|televisores',
    'eletrodomesticos; equipamentos de audio e video',
  ],
  [
    'material de construcao|materiais de construcao|cimento|areia|tijolo|tijolos|madeireira|deposito de material',
    'materiais de construcao',
  ],
  ['tinta|tintas|loja de tintas', 'tintas'],
  ['material eletrico|materiais eletricos|fios|lampadas|iluminacao', 'material eletrico'],
  ['ferragens|ferramentas|parafusos', 'ferragens e ferramentas'],
  ['flor|flores|floricultura|plantas|vasos|arranjos|buques', 'flores; plantas; floricultura'],
  ['gas|botijao|botijoes|gas de cozinha|revenda de gas', 'gas liquefeito de petroleo glp'],
  ['cama mesa e banho|enxoval|enxovais|toalhas|lencois|roupa de cama|edredom', 'artigos de cama mesa e banho'],
  ['tecido|tecidos|malhas', 'tecidos'],
  ['armarinho|aviamentos|linhas|botoes|zipers|retalhos', 'armarinho; aviamentos'],
  ['tabacaria|cigarro|cigarros|narguile|narguiles|tabaco|charutos|vape|pod', 'tabacaria'],
  [
    'suplemento|suplementos|whey|produtos naturais|natural|naturais|granel|produtos a granel|vitaminas',
    'suplementos alimenticios; produtos naturais',
  ],
  [
    'autopecas|auto pecas|pecas de carro|pecas automotivas|pecas para carros|pecas|acessorios automotivos',
    'pecas e acessorios para veiculos automotores',
  ],
  [
    'carro|carros|automovel|automoveis|veiculo|veiculos|garagem de carros|concessionaria',
    'automoveis; veiculos automotores',
  ],
  ['moto|motos|motocicleta|motocicletas|motoca', 'motocicletas'],
  ['conveniencia|loja de conveniencia', 'lojas de conveniencia'],
  [
    'sucata|sucatas|reciclagem|reciclaveis|reciclavel|ferro velho|ferrovelho|latinhas|papelao',
    'residuos e sucatas; recuperacao de materiais',
  ],
  ['produtos de limpeza|material de limpeza|saneantes|produtos para piscina', 'produtos saneantes domissanitarios'],
  ['artesanato|artesanatos|artesa|artesao|artesanal|artesanais|feito a mao|handmade', 'artesanato; artesanais'],
  [
    'presentes|utilidades|variedades|bazar|1 99|r 1 99|loja de 1 99|importados|utilidades domesticas',
    'artigos de uso domestico; presentes; variedades',
  ],
  ['instrumentos musicais|instrumento musical|violoes', 'instrumentos musicais'],
  ['uniforme|uniformes|fardamento', 'uniformes'],

  // ---------------------------------------------------------------- how goods are sold or made
  [
    'loja|lojinha|lojas|revenda|revendo|revender|revendedora|revendedor|vendo|vender|venda|vendas|comercio|comercializo|comercializar|varejo|ecommerce|e commerce|loja virtual|loja online|marketplace|mercado livre|shopee|dropshipping|pela internet|online',
    'comercio varejista',
  ],
  ['atacado|atacadista|distribuidora|distribuidor|distribuicao|por atacado', 'comercio atacadista'],
  [
    'fabrica|fabrico|fabricacao|fabricar|fabricante|produzo|produzir|producao|industria|industrial|faco e vendo|caseiro|caseira|caseiros|caseiras',
    'fabricacao; producao; confeccao',
  ],
  [
    'confeccao|confeccionar|faccao|costuro|costurar|costureira|costureiro|costura|ateliê de costura|atelie de costura',
    'confeccao de pecas do vestuario; costura',
  ],
  ['sob medida|sob encomenda|personalizado|personalizados|personalizadas', 'sob medida; sob encomenda'],
  [
    'conserto|consertos|concerto|concertos|conserta|consertar|arrumo|arrumar|reparo|reparos|assistencia tecnica|assistencia',
    'reparacao e manutencao; conserto',
  ],
  ['manutencao|manutencoes|revisao|revisoes', 'manutencao e reparacao'],
  ['instalacao|instalacoes|instalo|instalar|instalador|instaladora|montagem|montador', 'instalacao'],
  ['aluguel|alugo|alugar|alugamos|locacao|locadora|loco', 'aluguel; locacao'],
  [
    'representante|representante comercial|representacao|representacoes|representacao comercial',
    'representantes comerciais e agentes do comercio',
  ],
  ['importacao|importadora|importo|exportacao|exportadora|exporto', 'comercio atacadista; importacao exportacao'],

  // ---------------------------------------------------------------- home and building services
  [
    'eletricista|eletrecista|eletricistas|eletrica|instalacao eletrica|parte eletrica',
    'instalacao e manutencao eletrica',
  ],
  [
    'encanador|encanadora|encanamento|bombeiro hidraulico|vazamento|vazamentos|hidraulica|hidraulico|caca vazamento',
    'instalacoes hidraulicas sanitarias e de gas',
  ],
  ['desentupidora|desentupimento|desentupir|desentupo|limpa fossa|fossa|fossas', 'desentupimento; limpeza'],
  [
    'pintor|pintora|pintura de parede|pintura de paredes|pintura residencial|pintura predial|textura|grafiato',
    'pintura de edificios',
  ],
  [
    'pedreiro|pedreiros|alvenaria|reforma|reformas|obra|obras|muro|muros|construcao civil|mestre de obras|reboco|contrapiso',
    'obras de alvenaria; reforma; construcao de edificios',
  ],
  ['construtora|construir casas|construcao de casas|construtor|incorporadora', 'construcao de edificios'],
  ['gesseiro|gesso|drywall|sanca|sancas|forro|forros', 'obras de acabamento em gesso; forros; divisorias'],
  ['azulejista|piso|pisos|porcelanato|revestimento|revestimentos|ceramica', 'revestimentos ceramicos; pisos'],
  ['marido de aluguel|pequenos reparos|faz tudo|reparos gerais|reparos residenciais', 'reparos; manutencao predial'],
  [
    'ar condicionado|ar condicionados|ar-condicionado|split|splits|climatizacao|refrigeracao|refrigerista|camara fria',
    'ar condicionado; refrigeracao; ventilacao',
  ],
  [
    'energia solar|placa solar|placas solares|painel solar|paineis solares|fotovoltaica|fotovoltaico|fotovoltaicos|usina solar',
    'paineis solares fotovoltaicos; instalacao eletrica',
  ],
  [
    'camera|cameras|camera de seguranca|cameras de seguranca|cftv|alarme|alarmes|cerca eletrica|interfone|portao eletronico|portoes eletronicos|monitoramento',
    'cameras de seguranca; alarme; sistemas de seguranca eletronico',
  ],
  [
    'jardineiro|jardineira|jardinagem|jardim|jardins|grama|gramado|paisagismo|paisagista|poda|podas|rocada|rocagem',
    'atividades paisagisticas; jardins',
  ],
  [
    'dedetizacao|dedetizadora|dedetizar|pragas|cupim|cupins|baratas|ratos|desratizacao|descupinizacao',
    'dedetizacao; controle de pragas',
  ],
  [
    'limpeza|faxina|faxinas|diarista|diaristas|faxineira|faxineiro|limpeza pos obra|higienizacao|conservacao',
    'limpeza em predios e em domicilios',
  ],
  ['piscina|piscinas|piscineiro', 'limpeza de piscinas; tratamento de piscinas'],
  ['estofado|estofados|sofa limpeza|lavagem de estofados|impermeabilizacao de estofados', 'limpeza de estofados'],
  ['lavanderia|lavanderias|lavar roupa|lavagem de roupas|passadoria|passar roupa|lavo roupa', 'lavanderias'],
  ['chaveiro|chaves|copia de chaves|fechaduras', 'chaveiros'],
  ['sapateiro|conserto de sapatos|conserto de calcados|reforma de calcados', 'reparacao de calcados'],
  [
    'ajuste|ajustes|ajustes de roupa|ajustes de roupas|barra de calca|bainha|consertos de roupa|consertos de roupas|conserto de roupa|conserto de roupas',
    'conserto de roupas',
  ],
  ['relojoeiro|relojoaria|relogio|relogios', 'relogios'],
  ['vidraceiro|vidracaria|vidro|vidros|box de banheiro|espelhos|temperado', 'vidros; vidracaria'],
  [
    'serralheiro|serralheria|serralheiros|portao|portoes|grade|grades|estrutura metalica|estruturas metalicas|solda|soldador',
    'serralheria; esquadrias de metal; portoes',
  ],
  [
    'marceneiro|marcenaria|moveis planejados|movel planejado|moveis sob medida|carpinteiro|carpintaria',
    'moveis com predominancia de madeira; marcenaria',
  ],
  ['marmoraria|granito|granitos|marmore|marmores|pia de granito', 'marmore e granito'],
  ['tapeceiro|tapecaria|capotaria', 'estofados; tapecaria'],

  // ---------------------------------------------------------------- vehicles
  [
    'oficina|oficina mecanica|ofcina|mecanico|mecanica|mecanicos|mecanica automotiva|retifica',
    'manutencao e reparacao mecanica de veiculos automotores',
  ],
  [
    'funilaria|funileiro|lanternagem|lanterneiro|martelinho de ouro|pintura automotiva|pintura de carros',
    'funilaria e lanternagem; pintura de veiculos',
  ],
  [
    'lava jato|lavajato|lava-jato|lava rapido|lavagem de carros|lavagem de carro|estetica automotiva|polimento|higienizacao automotiva|lavagem automotiva',
    'lavagem lubrificacao e polimento de veiculos automotores',
  ],
  ['borracharia|borracheiro|pneu|pneus|calibragem', 'borracharia; reparacao de pneumaticos'],
  [
    'auto eletrica|autoeletrica|eletrica automotiva|eletricista de carro',
    'manutencao e reparacao eletrica de veiculos automotores',
  ],
  [
    'som automotivo|insulfilm|insufilm|película automotiva|acessorios para carro|alarme automotivo',
    'instalacao de acessorios para veiculos automotores',
  ],
  ['guincho|guinchos|reboque|reboques|socorro mecanico', 'reboque de veiculos'],
  ['estacionamento|estacionamentos|garagem|vallet|manobrista', 'estacionamento de veiculos'],

  // ---------------------------------------------------------------- transport
  [
    'uber|99|99pop|motorista de app|motorista de aplicativo|motorista por aplicativo|motorista particular|motorista executivo|motorista|indrive|cabify',
    'motorista de aplicativo; transporte de passageiros locacao de automoveis com motorista',
  ],
  ['taxi|taxista|taxistas', 'taxi'],
  [
    'motoboy|motoboys|motofrete|motoentrega|entregador|entregadora|entregas|entrega|courier|moto entrega',
    'entrega rapida; servicos de entrega',
  ],
  [
    'frete|fretes|carreto|carretos|transportadora|transporte de cargas|transporte de carga|caminhao|caminhoes|bau|caminhoneiro|caminhoneira',
    'transporte rodoviario de carga',
  ],
  ['mudanca|mudancas|fretes e mudancas', 'transporte rodoviario de mudancas'],
  ['van|vans|transporte escolar|perua escolar|tio da van', 'transporte escolar'],
  ['fretamento|excursao|excursoes|onibus', 'transporte coletivo de passageiros fretamento'],
  [
    'agencia de viagens|agencia de viagem|turismo|passeios|pacotes de viagem|viagens|viagem|turistico|guia turistico',
    'agencias de viagens; turismo',
  ],

  // ---------------------------------------------------------------- real estate and lodging
  [
    'corretor|corretora de imoveis|imobiliaria|imobiliarias|imoveis|imovel|casas|apartamentos|creci',
    'corretagem de imoveis; imobiliaria',
  ],
  [
    'sala comercial|salas comerciais|salas|sala|loja para alugar|imovel proprio|imoveis proprios|meus imoveis|kitnets|kitnet',
    'aluguel de imoveis proprios',
  ],
  [
    'condominio|condominios|sindico|sindica|sindico profissional|administradora',
    'administracao de condominios; gestao e administracao da propriedade imobiliaria',
  ],
  ['airbnb|temporada|aluguel por temporada', 'aluguel de imoveis; alojamento'],
  ['pousada|pousadas|hostel|hotel|hoteis|chale|chales|hospedagem de turistas', 'hoteis; pousada; alojamento'],

  // ---------------------------------------------------------------- professional services
  [
    'advogado|advogada|advogados|advocacia|juridico|juridica|escritorio de advocacia|direito',
    'servicos advocaticios; advocacia',
  ],
  [
    'contador|contadora|contadores|contabilidade|contabil|contabilidadi|escritorio contabil|bpo financeiro',
    'contabilidade',
  ],
  [
    'tributaria|tributario|impostos|fiscal|auditoria|planejamento tributario|pericia contabil',
    'consultoria e auditoria contabil e tributaria',
  ],
  [
    'arquiteto|arquiteta|arquitetura|arquitetos|projeto arquitetonico|projetos arquitetonicos',
    'servicos de arquitetura',
  ],
  [
    'engenheiro|engenheira|engenharia|laudo|laudos|projeto estrutural|calculo estrutural|art|vistoria|vistorias',
    'servicos de engenharia',
  ],
  ['designer|design', 'design'],
  [
    'designer grafico|design grafico|logo|logos|logotipo|logotipos|logomarca|identidade visual|branding|cartao de visita|cartoes de visita|diagramacao|artes para redes sociais',
    'design grafico; criacao de logotipo',
  ],
  [
    'design de interiores|designer de interiores|decoracao de interiores|decorador|decoradora|interiores',
    'design de interiores',
  ],
  [
    'fotografo|fotografa|fotografos|fotos|foto|fotografia|fotografias|ensaio|ensaios|book|ensaio fotografico|newborn',
    'producao de fotografias; fotografo',
  ],
  ['casamento|casamentos|formatura|formaturas|noiva|noivas|debutante|15 anos', 'festas e eventos; casamentos'],
  ['traducao|traducoes|tradutor|tradutora|juramentada|interprete|versao', 'traducao e interpretacao'],
  [
    'consultoria|consultor|consultora|gestao|mentoria|mentor|assessoria empresarial|consultoria empresarial|processos|planejamento estrategico',
    'consultoria em gestao empresarial',
  ],
  ['coach|coaching|life coach', 'consultoria em gestao empresarial; treinamento em desenvolvimento profissional'],
  [
    'treinamento|treinamentos|palestra|palestras|palestrante|workshop|workshops|capacitacao|lideranca',
    'treinamento em desenvolvimento profissional e gerencial',
  ],
  [
    'rh|recursos humanos|recrutamento|selecao|agencia de empregos|agencia de emprego|headhunter|vagas',
    'selecao e agenciamento de mao de obra',
  ],
  [
    'terceirizacao|terceirizada|mao de obra temporaria|temporarios',
    'locacao de mao de obra temporaria; fornecimento de recursos humanos',
  ],
  [
    'seguro|seguros|corretora de seguros|corretor de seguros|planos de saude|plano de saude',
    'corretores e agentes de seguros',
  ],
  [
    'despachante|documentacao de veiculos|emplacamento|licenciamento de veiculos|transferencia de veiculos',
    'despachante documentalista; emplacamento de veiculos',
  ],
  ['call center|telemarketing|sac|atendimento telefonico|central de atendimento', 'teleatendimento'],
  [
    'seguranca|vigilante|vigilantes|vigilancia|seguranca privada|seguranca patrimonial|escolta',
    'vigilancia e seguranca privada',
  ],
  ['portaria|porteiro|porteiros|recepcionista', 'portaria; servicos combinados de apoio a edificios'],
  ['xerox|copiadora|copias|impressoes|plotagem|encadernacao|impressao', 'fotocopias; impressao; encadernacao'],
  [
    'grafica|graficas|banner|banners|adesivo|adesivos|panfleto|panfletos|flyer|flyers|cartoes|folder|folders|comunicacao visual|fachada|fachadas|placas',
    'impressao de material para uso publicitario; grafica',
  ],
  [
    'estampa|estampas|estamparia|silk|silkscreen|serigrafia|sublimacao|camisetas personalizadas|personalizacao de camisetas',
    'estamparia; silk screen; serigrafia',
  ],
  ['editora|publicar livros|editoracao', 'edicao de livros'],
  ['cobranca|cobrancas|recuperacao de credito', 'cobrancas'],
  [
    'coworking|escritorio compartilhado|escritorio virtual|endereco fiscal',
    'servicos combinados de escritorio e apoio administrativo',
  ],
  ['pesquisa de mercado|pesquisas|pesquisa de opiniao', 'pesquisas de mercado e de opiniao publica'],

  // ---------------------------------------------------------------- education
  [
    'aula|aulas|aula particular|aulas particulares|professor|professora|professores|reforco|reforco escolar|explicadora|explicador|tutor|tutoria',
    'aulas particulares; ensino',
  ],
  [
    'ingles|idioma|idiomas|espanhol|frances|alemao|italiano|libras|escola de idiomas|cursos de idiomas',
    'ensino de idiomas',
  ],
  ['musica|violao|piano|guitarra|bateria|canto|teclado|violino|escola de musica|aulas de musica', 'ensino de musica'],
  ['danca|dancas|ballet|bale|jazz|zumba|danca de salao|escola de danca|sapateado', 'ensino de danca'],
  [
    'natacao|futebol|escolinha de futebol|luta|lutas|jiu jitsu|jiujitsu|karate|judo|artes marciais|muay thai|boxe|volei|beach tennis',
    'ensino de esportes',
  ],
  [
    'creche|creches|bercario|educacao infantil|maternal|pre escola|jardim de infancia|escolinha infantil',
    'educacao infantil creche',
  ],
  ['autoescola|auto escola|autoescolas|cfc|aulas de direcao|habilitacao', 'formacao de condutores'],
  [
    'concurso|concursos|cursinho|pre vestibular|vestibular|enem|preparatorio|preparatorios',
    'preparacao para concursos; cursos preparatorios',
  ],
  ['curso de informatica|cursos de informatica|aulas de informatica|aula de informatica', 'treinamento em informatica'],
  [
    'curso online|cursos online|curso on line|infoproduto|infoprodutos|ead|ensino a distancia|mentoria online',
    'ensino a distancia; cursos',
  ],
  ['escola|colegio|ensino fundamental|ensino medio', 'ensino fundamental; escola'],
  ['curso|cursos|oficina de|oficinas de', 'cursos; ensino'],

  // ---------------------------------------------------------------- fitness
  [
    'personal|personal trainer|personal trainers|academia|academias|musculacao|crossfit|funcional|treino funcional|pilates|yoga|ioga|ginastica|hidroginastica|fitness|studio fitness|box de crossfit',
    'atividades de condicionamento fisico',
  ],

  // ---------------------------------------------------------------- events and culture
  [
    'festa|festas|evento|eventos|aniversario|aniversarios|cha de bebe|cha revelacao',
    'organizacao de feiras congressos exposicoes e festas; eventos',
  ],
  [
    'cerimonial|cerimonialista|assessoria de casamento|wedding planner|organizadora de eventos|organizador de eventos',
    'organizacao de eventos; festas',
  ],
  [
    'salao de festas|espaco de eventos|espaco para eventos|casa de festas|chacara para eventos|salao de eventos',
    'casas de festas e eventos',
  ],
  [
    'decoracao de festas|decoracao de eventos|decoradora de festas|baloes|bexigas|arco de baloes',
    'decoracao de festas e eventos',
  ],
  [
    'pula pula|cama elastica|brinquedos inflaveis|inflaveis|inflavel|tobogã|tobogan|piscina de bolinhas',
    'aluguel de equipamentos recreativos; pula pula',
  ],
  ['dj|djs|disc jockey|som|sonorizacao|iluminacao de eventos|som e luz|som para eventos', 'sonorizacao e iluminacao'],
  [
    'cantor|cantora|cantores|banda|bandas|musico|musicos|musicista|barzinho com musica',
    'producao musical; musico; cantor',
  ],
  [
    'animador|animadora|animacao de festas|recreacao|recreador|recreadora|palhaco|personagens|monitores',
    'animacao e recreacao em festas e eventos',
  ],
  [
    'estudio de gravacao|gravacao de musica|gravar musica|gravacao|podcast|podcasts|home studio',
    'gravacao de som e edicao de musica',
  ],
  ['artista|artes plasticas|pintor artistico|escultor|quadros', 'artes plasticas; artistas'],
  ['teatro|ator|atriz|espetaculos', 'artes cenicas espetaculos'],

  // ---------------------------------------------------------------- rentals
  [
    'aluguel de carros|aluguel de carro|locadora de veiculos|locadora de carros|locacao de veiculos',
    'locacao de automoveis sem condutor',
  ],
  [
    'andaime|andaimes|betoneira|betoneiras|maquinas de construcao|equipamentos de construcao|cacamba|cacambas',
    'aluguel de maquinas e equipamentos para construcao',
  ],
  [
    'aluguel de roupas|aluguel de vestidos|vestido de festa|vestidos de festa|trajes|traje|fantasias|fantasia|terno|ternos|vestido de noiva',
    'aluguel de objetos do vestuario',
  ],
  ['mesas e cadeiras|aluguel de mesas|aluguel de cadeiras|louças|loucas', 'aluguel de moveis utensilios'],

  // ---------------------------------------------------------------- farming
  ['horta|hortas|hortalicas|organico|organicos|organica|organicas|horticultura', 'horticultura; hortalicas'],
  ['galinha|galinhas|frango|frangos|ovos|ovo|caipira|granja|aves', 'producao de ovos; criacao de galinhas'],
  ['mel|abelhas|abelha|apicultor|apiario', 'apicultura'],
  ['gado|boi|bois|vacas|pecuaria|fazenda', 'criacao de bovinos'],
  ['leite|laticinios|queijo|queijos|iogurte', 'laticinios'],
  ['peixe em tanque|piscicultura|tilapia|tanques de peixe', 'criacao de peixes em agua doce'],

  // ---------------------------------------------------------------- crafts and small manufacturing
  ['velas|vela aromatica|velas aromaticas|velas decorativas', 'fabricacao de velas inclusive decorativas'],
  [
    'sabonete|sabonetes|sabonetes artesanais|cosmeticos artesanais|cosmeticos naturais|shampoo solido',
    'sabonetes; fabricacao de cosmeticos produtos de perfumaria e de higiene pessoal',
  ],
  ['funeraria|funerarias|funeral|velorio|cremacao', 'servicos funerarios'],
  ['loterica|lotericas|jogo do bicho', 'casas lotericas'],
];

/** Everyday word or phrase (normalised) -> the official phrasing it stands for. */
export interface Lexicon {
  /** Key (normalised words joined by one space) -> expansions (each a phrase). */
  readonly entries: ReadonlyMap<string, readonly string[]>;
  /** Longest key, in words. */
  readonly longestKey: number;
}

/** Builds the lexicon with `normalise` (from luca.text) so that keys compare like intents. */
export function buildLexicon(normalise: (text: string) => string): Lexicon {
  const entries = new Map<string, string[]>();
  let longestKey = 1;
  for (const [keys, expansions] of SOURCE) {
    const phrases = expansions.split(';').map((phrase) => phrase.trim());
    for (const rawKey of keys.split('|')) {
      const key = normalise(rawKey);
      if (key === '') continue;
      const list = entries.get(key) ?? [];
      for (const phrase of phrases) if (!list.includes(phrase)) list.push(phrase);
      entries.set(key, list);
      longestKey = Math.max(longestKey, key.split(' ').length);
    }
  }
  return { entries, longestKey };
}
