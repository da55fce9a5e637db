<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
<context>
    <name></name>
    <message>
        <source>Player %1 (%2)</source>
        <translation>Joueur %1 (%2)</translation>
    </message>
    <message>
        <source>human</source>
        <translation>humain</translation>
    </message>
    <message>
        <source>random</source>
        <translation>hasard</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>the steps</source>
        <translation>les marches</translation>
    </message>
    <message>
        <source>the ground floor</source>
        <translation>le rez-de-chaussée</translation>
    </message>
    <message>
        <source>the first floor</source>
        <translation>le 1er étage</translation>
    </message>
    <message>
        <source>the second floor</source>
        <translation>le 2e étage</translation>
    </message>
    <message>
        <source>the boss&apos;s suite</source>
        <translation>la suite du patron</translation>
    </message>
    <message>
        <source>%1&apos;s figure climbs to the ground floor.</source>
        <translation>Le pion de %1 monte au rez-de-chaussée.</translation>
    </message>
    <message>
        <source>%1&apos;s figure climbs to the first floor.</source>
        <translation>Le pion de %1 monte au 1er étage.</translation>
    </message>
    <message>
        <source>%1&apos;s figure climbs to the second floor.</source>
        <translation>Le pion de %1 monte au 2e étage.</translation>
    </message>
    <message>
        <source>%1&apos;s figure takes the boss&apos;s suite.</source>
        <translation>Le pion de %1 s&apos;installe dans la suite du patron.</translation>
    </message>
    <message>
        <source>The figures take their places on the steps: %1.</source>
        <translation>Les pions prennent place sur les marches : %1.</translation>
    </message>
    <message>
        <source>The kitchen is laid out: %1 (%2 points).</source>
        <translation>La cuisine est garnie : %1 (%2 points).</translation>
    </message>
    <message>
        <source>The supply ran short; %1 came from the roof.</source>
        <translation>La réserve ne suffisait pas ; %1 vient du toit.</translation>
    </message>
    <message>
        <source>%1 has chosen a bid.</source>
        <translation>%1 a choisi sa mise.</translation>
    </message>
    <message>
        <source>Duel on %1: %2 bids %3 (%4), %5 bids %6 (%7).</source>
        <translation>Duel sur %1 : %2 mise %3 (%4), %5 mise %6 (%7).</translation>
    </message>
    <message>
        <source>%1 wins the duel by lot.</source>
        <translation>%1 remporte le duel par tirage au sort.</translation>
    </message>
    <message>
        <source>%1 wins the duel.</source>
        <translation>%1 remporte le duel.</translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n point(s) on the roof.</source>
        <translation>
            <numerusform>%1 pose %n point sur le toit.</numerusform>
            <numerusform>%1 pose %n points sur le toit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses the final and puts %n point(s) on the roof too.</source>
        <translation>
            <numerusform>%1 perd la finale et pose aussi %n point sur le toit.</numerusform>
            <numerusform>%1 perd la finale et pose aussi %n points sur le toit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has no opponent and puts %n point(s) on the roof.</source>
        <translation>
            <numerusform>%1 n&apos;a pas d&apos;adversaire et pose %n point sur le toit.</numerusform>
            <numerusform>%1 n&apos;a pas d&apos;adversaire et pose %n points sur le toit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n point(s) from the kitchen.</source>
        <translation>
            <numerusform>%1 prend %n point dans la cuisine.</numerusform>
            <numerusform>%1 prend %n points dans la cuisine.</numerusform>
        </translation>
    </message>
    <message>
        <source>The kitchen had no more.</source>
        <translation>La cuisine n&apos;avait pas plus.</translation>
    </message>
    <message>
        <source>A tie at %1: each duellist puts %2 on the roof and the duel starts again.</source>
        <translation>Égalité à %1 : chaque duelliste pose %2 sur le toit et le duel recommence.</translation>
    </message>
    <message>
        <source>Nobody bid anything: the duel starts again.</source>
        <translation>Personne n&apos;a rien misé : le duel recommence.</translation>
    </message>
    <message>
        <source>Two figures of %1 meet: one climbs without a duel.</source>
        <translation>Deux pions de %1 se rencontrent : l&apos;un monte sans duel.</translation>
    </message>
    <message numerus="yes">
        <source>The roof is dealt into nine piles of %n card(s).</source>
        <translation>
            <numerusform>Le toit est distribué en neuf piles de %n carte.</numerusform>
            <numerusform>Le toit est distribué en neuf piles de %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %n pile(s) worth %2 points.</source>
        <translation>
            <numerusform>%1 reçoit %n pile valant %2 points.</numerusform>
            <numerusform>%1 reçoit %n piles valant %2 points.</numerusform>
        </translation>
    </message>
    <message>
        <source>The piles are being dealt.</source>
        <translation>Les piles sont en cours de distribution.</translation>
    </message>
    <message>
        <source>%1: choose your bid against %2 for the duel on %3.</source>
        <translation>%1 : choisissez votre mise contre %2 pour le duel sur %3.</translation>
    </message>
    <message>
        <source>bid %1 (%2)</source>
        <translation>miser %1 (%2)</translation>
    </message>
    <message>
        <source>a draw of chance</source>
        <translation>un tirage du hasard</translation>
    </message>
    <message>
        <source>%1: %2 in hand + %3 in piles = %4.</source>
        <translation>%1 : %2 en main + %3 dans les piles = %4.</translation>
    </message>
    <message>
        <source>No figure in the building: cannot win.</source>
        <translation>Aucun pion dans le bâtiment : ne peut pas gagner.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Victoire partagée : %1.</translation>
    </message>
    <message>
        <source>Buro Crazy</source>
        <translation>Buro Crazy</translation>
    </message>
    <message>
        <source>Kitchen</source>
        <translation>Cuisine</translation>
    </message>
    <message>
        <source>The kitchen is laid out with %1 points.</source>
        <translation>La cuisine est garnie de %1 points.</translation>
    </message>
    <message>
        <source>The ground-floor duels begin, from right to left: the kitchen is reset to %1 points.</source>
        <translation>Les duels du rez-de-chaussée commencent, de droite à gauche : la cuisine est réajustée à %1 points.</translation>
    </message>
    <message>
        <source>The first-floor duels begin: the kitchen is reset to %1 points.</source>
        <translation>Les duels du 1er étage commencent : la cuisine est réajustée à %1 points.</translation>
    </message>
    <message>
        <source>The final begins: the kitchen is reset to %1 points.</source>
        <translation>La finale commence : la cuisine est réajustée à %1 points.</translation>
    </message>
    <message>
        <source>The supply ran short: %1 points came from the roof.</source>
        <translation>La réserve ne suffisait pas : %1 points viennent du toit.</translation>
    </message>
    <message>
        <source>0 against 0 for the third time in a row: the lot decides who climbs.</source>
        <translation>0 contre 0 pour la troisième fois de suite : un tirage au sort décide qui monte.</translation>
    </message>
    <message>
        <source>0 against 0: nobody bid anything, so the duel starts again. After three in a row, the lot decides.</source>
        <translation>0 contre 0 : personne n&apos;a rien misé, le duel recommence. Après trois fois de suite, un tirage au sort décide.</translation>
    </message>
    <message>
        <source>%1 wins the final %2 to %3 and takes the boss&apos;s suite. In the final the loser&apos;s bid goes on the roof too; %4 gets %5 from the kitchen.</source>
        <translation>%1 gagne la finale %2 à %3 et s&apos;installe dans la suite du patron. En finale, la mise du perdant va aussi sur le toit ; %4 reçoit %5 de la cuisine.</translation>
    </message>
    <message>
        <source>%1 wins %2 to %3 and climbs. %4 should get %5 from the kitchen, but it only had %6.</source>
        <translation>%1 gagne %2 à %3 et monte. %4 devrait recevoir %5 de la cuisine, mais elle n&apos;avait que %6.</translation>
    </message>
    <message>
        <source>%1 wins %2 to %3 and climbs. %4 takes the bid back and gets the difference, %5, from the kitchen.</source>
        <translation>%1 gagne %2 à %3 et monte. %4 reprend sa mise et reçoit la différence, %5, de la cuisine.</translation>
    </message>
    <message>
        <source>The figures take their places on the steps. The duels start on the left.</source>
        <translation>Les pions prennent place sur les marches. Les duels commencent à gauche.</translation>
    </message>
    <message>
        <source>The lot decides: %1&apos;s figure climbs, and no cards move.</source>
        <translation>Le tirage au sort décide : le pion de %1 monte, et aucune carte ne bouge.</translation>
    </message>
    <message>
        <source>%1&apos;s figure has no opponent on the last double space: it climbs, and %1 puts %2 on the roof.</source>
        <translation>Le pion de %1 n&apos;a pas d&apos;adversaire sur la dernière case double : il monte, et %1 pose %2 sur le toit.</translation>
    </message>
    <message>
        <source>Two figures of %1 meet: figures of one colour do not duel, so one climbs and no cards move.</source>
        <translation>Deux pions de %1 se rencontrent : des pions de même couleur ne s&apos;affrontent pas, l&apos;un monte et aucune carte ne bouge.</translation>
    </message>
    <message>
        <source>The game is over: the roof is shuffled and dealt into nine piles.</source>
        <translation>La partie est finie : les cartes du toit sont mélangées et distribuées en neuf piles.</translation>
    </message>
    <message>
        <source>chosen ✓</source>
        <translation>choisie ✓</translation>
    </message>
    <message>
        <source>boss</source>
        <translation>patron</translation>
    </message>
    <message>
        <source>challenger</source>
        <translation>challenger</translation>
    </message>
    <message>
        <source>semi-finalist</source>
        <translation>demi-finaliste</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>écartée</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Back to launcher</source>
        <translation>Retour à l&apos;accueil</translation>
    </message>
    <message>
        <source>Final count</source>
        <translation>Décompte final</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left over went back to the box.</source>
        <translation>
            <numerusform>%n carte restante retourne dans la boîte.</numerusform>
            <numerusform>%n cartes restantes retournent dans la boîte.</numerusform>
        </translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>%1 in hand + %2 from %3 = %4</source>
        <translation>%1 en main + %2 de %3 = %4</translation>
    </message>
    <message numerus="yes">
        <source>%n pile(s)</source>
        <translation>
            <numerusform>%n pile</numerusform>
            <numerusform>%n piles</numerusform>
        </translation>
    </message>
    <message>
        <source>winner</source>
        <translation>gagnant</translation>
    </message>
    <message>
        <source>no figure in the building: cannot win</source>
        <translation>aucun pion dans le bâtiment : ne peut pas gagner</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>The hands are hidden.</source>
        <translation>Les mains sont cachées.</translation>
    </message>
    <message>
        <source>Your bid — click a card to take it back</source>
        <translation>Votre mise — cliquez une carte pour la reprendre</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>hint: %1</source>
        <translation>conseil : %1</translation>
    </message>
    <message>
        <source>must bid</source>
        <translation>doit miser</translation>
    </message>
    <message>
        <source>bid chosen ✓</source>
        <translation>mise choisie ✓</translation>
    </message>
    <message>
        <source>in the duel</source>
        <translation>en duel</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>points in hand</source>
        <translation>points en main</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) still in play</source>
        <translation>
            <numerusform>%n pion encore en jeu</numerusform>
            <numerusform>%n pions encore en jeu</numerusform>
        </translation>
    </message>
    <message>
        <source>Roof</source>
        <translation>Toit</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Main de %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>%1 is choosing a bid.</source>
        <translation>%1 choisit sa mise.</translation>
    </message>
    <message>
        <source>Choose your bid against %1: any cards of your hand, or none.</source>
        <translation>Choisissez votre mise contre %1 : les cartes de votre main que vous voulez, ou aucune.</translation>
    </message>
    <message>
        <source>Choose your bid against %1, who has already chosen.</source>
        <translation>Choisissez votre mise contre %1, qui a déjà choisi.</translation>
    </message>
    <message>
        <source>In the final the loser&apos;s bid goes on the roof too.</source>
        <translation>En finale, la mise du perdant va aussi sur le toit.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>The figures wait on the steps</source>
        <translation>Les pions attendent sur les marches</translation>
    </message>
    <message>
        <source>Duel %1 of %2</source>
        <translation>Duel %1 sur %2</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>contre</translation>
    </message>
    <message>
        <source>The steps</source>
        <translation>Les marches</translation>
    </message>
    <message>
        <source>Ground floor</source>
        <translation>Rez-de-chaussée</translation>
    </message>
    <message>
        <source>First floor</source>
        <translation>1er étage</translation>
    </message>
    <message>
        <source>Second floor</source>
        <translation>2e étage</translation>
    </message>
    <message>
        <source>Boss&apos;s suite</source>
        <translation>Suite du patron</translation>
    </message>
    <message>
        <source>human player</source>
        <translation>joueur humain</translation>
    </message>
    <message>
        <source>bot (%1)</source>
        <translation>robot (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; it was kept as &quot;%2&quot;.</source>
        <translation>%1 ; il a été conservé sous le nom « %2 ».</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; does not exist</source>
        <translation>Le fichier « %1 » n&apos;existe pas</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; cannot be read (%2)</source>
        <translation>Le fichier « %1 » ne peut pas être lu (%2)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; is larger than %2 MiB, too large to be one of ours</source>
        <translation>Le fichier « %1 » dépasse %2 Mio, trop grand pour être l&apos;un des nôtres</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; is not UTF-8 text (byte %2)</source>
        <translation>Le fichier « %1 » n&apos;est pas du texte UTF-8 (octet %2)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; is not valid JSON (line %2, column %3)</source>
        <translation>Le fichier « %1 » n&apos;est pas du JSON valide (ligne %2, colonne %3)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; is not valid JSON (%2)</source>
        <translation>Le fichier « %1 » n&apos;est pas du JSON valide (%2)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; holds damaged values (%2)</source>
        <translation>Le fichier « %1 » contient des valeurs abîmées (%2)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; cannot be written (%2)</source>
        <translation>Le fichier « %1 » ne peut pas être écrit (%2)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; is not a Ludothèque save</source>
        <translation>Le fichier « %1 » n&apos;est pas une sauvegarde de Ludothèque</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; has a damaged header (%2)</source>
        <translation>La sauvegarde « %1 » a un en-tête abîmé (%2)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; does not say which version of the format it uses</source>
        <translation>La sauvegarde « %1 » ne dit pas quelle version du format elle utilise</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; was made by a newer Ludothèque (save format %2; this version reads up to %3)</source>
        <translation>La sauvegarde « %1 » vient d&apos;une version plus récente de Ludothèque (format %2 ; cette version lit jusqu&apos;au format %3)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; uses save format %2, which no Ludothèque ever wrote</source>
        <translation>La sauvegarde « %1 » utilise le format %2, qu&apos;aucune version de Ludothèque n&apos;a jamais écrit</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; cannot be upgraded from save format %2 (%3)</source>
        <translation>La sauvegarde « %1 » ne peut pas être mise à jour depuis le format %2 (%3)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; is of a game this Ludothèque does not know (%2)</source>
        <translation>La sauvegarde « %1 » est celle d&apos;un jeu que cette version de Ludothèque ne connaît pas (%2)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; follows newer rules of this game (version %2; this Ludothèque plays version %3)</source>
        <translation>La sauvegarde « %1 » suit des règles plus récentes de ce jeu (version %2 ; cette version de Ludothèque joue la version %3)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; follows older rules of this game (version %2) that this Ludothèque no longer plays</source>
        <translation>La sauvegarde « %1 » suit d&apos;anciennes règles de ce jeu (version %2) que cette version de Ludothèque ne joue plus</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; has damaged game data (%2)</source>
        <translation>La sauvegarde « %1 » contient des données de partie abîmées (%2)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; stands at move %2 of a game of %3 moves</source>
        <translation>La sauvegarde « %1 » se place au coup %2 d&apos;une partie de %3 coups</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; holds a game that cannot be set up (%2)</source>
        <translation>La sauvegarde « %1 » contient une partie impossible à mettre en place (%2)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; has moves that do not lead to its position</source>
        <translation>La sauvegarde « %1 » contient des coups qui ne mènent pas à sa position</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; cannot be deleted (%2)</source>
        <translation>Le fichier « %1 » ne peut pas être supprimé (%2)</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>%1–%2 players · about %3 minutes</source>
        <translation>%1 à %2 joueurs · environ %3 minutes</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Hint: the hard bot would %1.</source>
        <translation>Conseil : le robot difficile choisirait de %1.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Board games to play against bots or with friends on one screen</source>
        <translation>Des jeux de société à jouer contre des robots ou entre amis sur un même écran</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Resume the game you played last, where you left it</source>
        <translation>Reprendre la dernière partie là où vous l&apos;avez laissée</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Parties sauvegardées</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&quot;%1&quot; is a game this version cannot show yet.</source>
        <translation>« %1 » est une partie d&apos;un jeu que cette version ne sait pas encore afficher.</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>Partie sauvegardée.</translation>
    </message>
    <message>
        <source>Ludothèque</source>
        <translation>Ludothèque</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Sauvegarder</translation>
    </message>
    <message>
        <source>Save &amp;as new file</source>
        <translation>Sauvegarder dans un &amp;nouveau fichier</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Back to launcher</source>
        <translation>&amp;Retour à l&apos;accueil</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Language…</source>
        <translation>&amp;Langue…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Each player needs a colour of their own.</source>
        <translation>Chaque joueur doit avoir sa propre couleur.</translation>
    </message>
    <message>
        <source>Each player needs a name of their own.</source>
        <translation>Chaque joueur doit avoir son propre nom.</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Graine (facultative)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>The same seed and seats deal the same game again</source>
        <translation>La même graine et les mêmes places redonnent la même partie</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Passez l&apos;écran à %1</translation>
    </message>
    <message>
        <source>The others look away: what follows is for this player&apos;s eyes only.</source>
        <translation>Les autres détournent les yeux : la suite ne regarde que ce joueur.</translation>
    </message>
    <message>
        <source>I am %1: show my game</source>
        <translation>Je suis %1 : montrer mon jeu</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>%1 (autosave)</source>
        <translation>%1 (sauvegarde automatique)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>coup %1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete &quot;%1&quot; for good?</source>
        <translation>Supprimer « %1 » définitivement ?</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Parties sauvegardées</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Sauvegardée le</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Avancement</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Comme le système</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>No finished game yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) in all.</source>
        <translation>
            <numerusform>%n partie terminée en tout.</numerusform>
            <numerusform>%n parties terminées en tout.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Win share</source>
        <translation>Part de victoires</translation>
    </message>
</context>
</TS>
