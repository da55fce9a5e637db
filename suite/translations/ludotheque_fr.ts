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
        <translation>Le pion de %1 s’installe dans la suite du patron.</translation>
    </message>
    <message>
        <source>The kitchen cannot pay %1: %2 gets nothing.</source>
        <translation>La cuisine ne peut pas payer %1&#xa0;: %2 ne reçoit rien.</translation>
    </message>
    <message>
        <source>%1 bids nothing</source>
        <translation>%1 ne mise rien</translation>
    </message>
    <message>
        <source>The figures take their places on the steps: %1.</source>
        <translation>Les pions prennent place sur les marches&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The kitchen is laid out: %1 (%2 points).</source>
        <translation>La cuisine est garnie&#xa0;: %1 (%2 points).</translation>
    </message>
    <message>
        <source>The supply ran short; %1 came from the roof.</source>
        <translation>La réserve ne suffisait pas&#xa0;; %1 vient du toit.</translation>
    </message>
    <message>
        <source>%1 has chosen a bid.</source>
        <translation>%1 a choisi sa mise.</translation>
    </message>
    <message>
        <source>Duel %1: %2, %3.</source>
        <translation>Duel %1&#xa0;: %2, %3.</translation>
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
            <numerusform>%1 n’a pas d’adversaire et pose %n point sur le toit.</numerusform>
            <numerusform>%1 n’a pas d’adversaire et pose %n points sur le toit.</numerusform>
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
        <source>on the steps</source>
        <translation>sur les marches</translation>
    </message>
    <message>
        <source>on the ground floor</source>
        <translation>au rez-de-chaussée</translation>
    </message>
    <message>
        <source>on the first floor</source>
        <translation>au 1er étage</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n point(s) of the %2 owed from the kitchen: it could pay no more.</source>
        <translation>
            <numerusform>%1 ne prend que %n point des %2 dus&#xa0;: la cuisine ne pouvait pas en payer davantage.</numerusform>
            <numerusform>%1 ne prend que %n points des %2 dus&#xa0;: la cuisine ne pouvait pas en payer davantage.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bids %2</source>
        <translation>%1 mise %2</translation>
    </message>
    <message>
        <source>an empty space</source>
        <translation>une place vide</translation>
    </message>
    <message>
        <source>%1 loses the final and, having bid nothing, puts nothing on the roof.</source>
        <translation>%1 perd la finale et, n’ayant rien misé, ne pose rien sur le toit.</translation>
    </message>
    <message>
        <source>A tie at %1: each duellist puts %2 on the roof and the duel starts again.</source>
        <translation>Égalité à %1&#xa0;: chaque duelliste pose %2 sur le toit et le duel recommence.</translation>
    </message>
    <message>
        <source>Nobody bid anything: the duel starts again.</source>
        <translation>Personne n’a rien misé&#xa0;: le duel recommence.</translation>
    </message>
    <message>
        <source>Two figures of %1 meet: one climbs without a duel.</source>
        <translation>Deux pions de %1 se rencontrent&#xa0;: l’un monte sans duel.</translation>
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
        <source>%1: choose your bid against %2 for the duel %3.</source>
        <translation>%1&#xa0;: choisissez votre mise contre %2 pour le duel %3.</translation>
    </message>
    <message>
        <source>the piles are being dealt</source>
        <translation>distribution des piles</translation>
    </message>
    <message>
        <source>duel %1 of %2</source>
        <translation>duel %1 sur %2</translation>
    </message>
    <message>
        <source>bid nothing</source>
        <translation>ne rien miser</translation>
    </message>
    <message>
        <source>a draw of chance</source>
        <translation>un tirage du hasard</translation>
    </message>
    <message>
        <source>in the final</source>
        <translation>en finale</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>miser %1</translation>
    </message>
    <message>
        <source>%1: %2 in hand + %3 in piles = %4.</source>
        <translation>%1&#xa0;: %2 en main + %3 dans les piles = %4.</translation>
    </message>
    <message>
        <source>No figure in the building: cannot win.</source>
        <translation>Aucun pion dans le bâtiment&#xa0;: ne peut pas gagner.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Victoire partagée&#xa0;: %1.</translation>
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
        <translation>Les duels du rez-de-chaussée commencent, de droite à gauche&#xa0;: la cuisine est réajustée à %1 points.</translation>
    </message>
    <message>
        <source>The first-floor duels begin: the kitchen is reset to %1 points.</source>
        <translation>Les duels du 1er étage commencent&#xa0;: la cuisine est réajustée à %1 points.</translation>
    </message>
    <message>
        <source>The final begins: the kitchen is reset to %1 points.</source>
        <translation>La finale commence&#xa0;: la cuisine est réajustée à %1 points.</translation>
    </message>
    <message>
        <source>The supply ran short: %1 points came from the roof.</source>
        <translation>La réserve ne suffisait pas&#xa0;: %1 points viennent du toit.</translation>
    </message>
    <message>
        <source>0 against 0 for the third time in a row: the lot decides who climbs.</source>
        <translation>0 contre 0 pour la troisième fois de suite&#xa0;: un tirage au sort décide qui monte.</translation>
    </message>
    <message>
        <source>0 against 0: nobody bid anything, so the duel starts again. After three in a row, the lot decides.</source>
        <translation>0 contre 0&#xa0;: personne n’a rien misé, le duel recommence. Après trois fois de suite, un tirage au sort décide.</translation>
    </message>
    <message>
        <source>%1 wins the final %2 to %3 and takes the boss&apos;s suite. In the final the loser&apos;s bid goes on the roof too; %4 gets %5 from the kitchen.</source>
        <translation>%1 gagne la finale %2 à %3 et s’installe dans la suite du patron. En finale, la mise perdante va aussi sur le toit&#xa0;; %4 reçoit %5 de la cuisine.</translation>
    </message>
    <message>
        <source>%1 wins %2 to %3 and climbs. %4 should get %5 from the kitchen, but it cannot pay it.</source>
        <translation>%1 gagne %2 à %3 et monte. %4 devrait recevoir %5 de la cuisine, mais elle ne peut pas les payer.</translation>
    </message>
    <message>
        <source>%1 wins %2 to %3 and climbs. %4 should get %5 from the kitchen, but it can pay only %6.</source>
        <translation>%1 gagne %2 à %3 et monte. %4 devrait recevoir %5 de la cuisine, qui ne peut payer que %6.</translation>
    </message>
    <message>
        <source>%1 wins %2 to nothing and climbs. %3 bid nothing and gets the difference, %4, from the kitchen.</source>
        <translation>%1 gagne %2 à rien et monte. %3 n’a rien misé et reçoit la différence, %4, de la cuisine.</translation>
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
        <translation>Le tirage au sort décide&#xa0;: le pion de %1 monte, et aucune carte ne bouge.</translation>
    </message>
    <message>
        <source>%1&apos;s figure has no opponent on the last double space: it climbs, and %1 puts %2 on the roof.</source>
        <translation>Le pion de %1 n’a pas d’adversaire sur la dernière case double&#xa0;: il monte, et %1 pose %2 sur le toit.</translation>
    </message>
    <message>
        <source>Two figures of %1 meet: figures of one colour do not duel, so one climbs and no cards move.</source>
        <translation>Deux pions de %1 se rencontrent&#xa0;: des pions de même couleur ne s’affrontent pas, l’un monte et aucune carte ne bouge.</translation>
    </message>
    <message>
        <source>The game is over: the roof is shuffled and dealt into nine piles.</source>
        <translation>La partie est finie&#xa0;: les cartes du toit sont mélangées et distribuées en neuf piles.</translation>
    </message>
    <message>
        <source>chosen ✓</source>
        <translation>choisie ✓</translation>
    </message>
    <message>
        <source>boss</source>
        <translation>patron</translation>
    </message>
    <message numerus="yes">
        <source>challenger(s)</source>
        <translation>
            <numerusform>challenger</numerusform>
            <numerusform>challengers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>semi-finalist(s)</source>
        <translation>
            <numerusform>demi-finaliste</numerusform>
            <numerusform>demi-finalistes</numerusform>
        </translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>écartées</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
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
    <message numerus="yes">
        <source>%1 in hand + %2 in %n pile(s) = %3</source>
        <translation>
            <numerusform>%1 en main + %2 dans %n pile = %3</numerusform>
            <numerusform>%1 en main + %2 dans %n piles = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in hand, no pile = %2</source>
        <translation>%1 en main, aucune pile = %2</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>no figure in the building: cannot win</source>
        <translation>aucun pion dans le bâtiment&#xa0;: ne peut pas gagner</translation>
    </message>
    <message>
        <source>T</source>
        <translation>V</translation>
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
        <source>The hard bot suggests this bid.</source>
        <translation>Le robot difficile propose cette mise.</translation>
    </message>
    <message>
        <source>Your bid — click a card to take it back</source>
        <translation>Votre mise — cliquez une carte pour la reprendre</translation>
    </message>
    <message>
        <source>The hard bot suggests bidding nothing.</source>
        <translation>Le robot difficile propose de ne rien miser.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) in the building</source>
        <translation>
            <numerusform>%n pion dans le bâtiment</numerusform>
            <numerusform>%n pions dans le bâtiment</numerusform>
        </translation>
    </message>
    <message>
        <source>not in the building yet</source>
        <translation>pas encore dans le bâtiment</translation>
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
        <translation>Choisissez votre mise contre %1&#xa0;: les cartes de votre main que vous voulez, ou aucune.</translation>
    </message>
    <message>
        <source>Choose your bid against %1, who has already chosen.</source>
        <translation>Choisissez votre mise contre %1, qui a déjà choisi.</translation>
    </message>
    <message>
        <source>In the final the loser&apos;s bid goes on the roof too.</source>
        <translation>En finale, la mise perdante va aussi sur le toit.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
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
        <source>Final: the boss&apos;s suite</source>
        <translation>Finale&#xa0;: la suite du patron</translation>
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
        <translation>%1&#xa0;; il a été conservé sous le nom «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; does not exist</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n’existe pas</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; cannot be read (%2)</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» ne peut pas être lu (%2)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; is not a regular file (a folder, a device or a pipe)</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n’est pas un fichier ordinaire (un dossier, un périphérique ou un tube)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; is larger than %2 MiB, too large to be one of ours</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» dépasse %2 Mio, trop grand pour être l’un des nôtres</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; is not UTF-8 text (byte %2)</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n’est pas du texte UTF-8 (octet %2)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; holds a value that cannot be written again (%2)</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» contient une valeur qui ne pourrait pas être réécrite (%2)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; is not valid JSON (line %2, column %3)</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n’est pas du JSON valide (ligne %2, colonne %3)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; is not valid JSON (%2)</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n’est pas du JSON valide (%2)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; holds damaged values (%2)</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» contient des valeurs abîmées (%2)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; cannot be written (%2)</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» ne peut pas être écrit (%2)</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; is not a Ludothèque save</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n’est pas une sauvegarde de Ludothèque</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; has a damaged header (%2)</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» a un en-tête abîmé (%2)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; does not say which version of the format it uses</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» ne dit pas quelle version du format elle utilise</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; uses save format %2, which no Ludothèque ever wrote</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» utilise le format %2, qu’aucune version de Ludothèque n’a jamais écrit</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; cannot be upgraded from save format %2 (%3)</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» ne peut pas être mise à jour depuis le format %2 (%3)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; was made by a newer version of Ludothèque (save format %2; this one reads up to %3)</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» a été faite par une version plus récente de Ludothèque (format %2&#xa0;; celle-ci lit jusqu’au format %3)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; was made by a newer version of Ludothèque (a game this one does not know: %2)</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» a été faite par une version plus récente de Ludothèque (un jeu que celle-ci ne connaît pas&#xa0;: %2)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; was made by a newer version of Ludothèque (rules version %2; this one plays version %3)</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» a été faite par une version plus récente de Ludothèque (règles version %2&#xa0;; celle-ci joue la version %3)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; follows older rules of this game (version %2) that this Ludothèque no longer plays</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» suit d’anciennes règles de ce jeu (version %2) que cette version de Ludothèque ne joue plus</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; has %2 moves, more than any game takes</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» compte %2 coups, plus qu’aucune partie n’en demande</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; has damaged game data (%2)</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» contient des données de partie abîmées (%2)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; stands at move %2 of a game of %3 moves</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» se place au coup %2 d’une partie de %3 coups</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; holds a game that cannot be set up (%2)</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» contient une partie impossible à mettre en place (%2)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; holds a position the game cannot go on from (%2)</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» contient une position d’où la partie ne peut pas continuer (%2)</translation>
    </message>
    <message>
        <source>The save &quot;%1&quot; has moves that do not lead to its position</source>
        <translation>La sauvegarde «&#xa0;%1&#xa0;» contient des coups qui ne mènent pas à sa position</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; cannot be deleted (%2)</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» ne peut pas être supprimé (%2)</translation>
    </message>
    <message>
        <source>a secret amount</source>
        <translation>une somme secrète</translation>
    </message>
    <message>
        <source>,</source>
        <comment>digit group separator in amounts</comment>
        <translation>&#x202f;</translation>
    </message>
    <message>
        <source>%1 Pinats</source>
        <translation>%1 Pinats</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Développement</translation>
    </message>
    <message>
        <source>Human Resources</source>
        <translation>Ressources humaines</translation>
    </message>
    <message>
        <source>Communications</source>
        <translation>Communication</translation>
    </message>
    <message>
        <source>Accounting</source>
        <translation>Comptabilité</translation>
    </message>
    <message>
        <source>Legal &amp; Patents</source>
        <translation>Litiges &amp; brevets</translation>
    </message>
    <message>
        <source>Controlling</source>
        <translation>Contrôle de gestion</translation>
    </message>
    <message>
        <source>Chairman</source>
        <translation>PDG</translation>
    </message>
    <message>
        <source>influence</source>
        <translation>influence</translation>
    </message>
    <message>
        <source>shares</source>
        <translation>actions</translation>
    </message>
    <message>
        <source>main departments</source>
        <translation>services généraux</translation>
    </message>
    <message>
        <source>corruption</source>
        <translation>corruption</translation>
    </message>
    <message>
        <source>counsel</source>
        <translation>conseil</translation>
    </message>
    <message>
        <source>Bonus Payment</source>
        <translation>Jour de prime</translation>
    </message>
    <message>
        <source>Director&apos;s Meeting</source>
        <translation>Comité de direction</translation>
    </message>
    <message>
        <source>Motivation −1</source>
        <translation>Motivation −1</translation>
    </message>
    <message>
        <source>Motivation −2</source>
        <translation>Motivation −2</translation>
    </message>
    <message>
        <source>Motivation +1</source>
        <translation>Motivation +1</translation>
    </message>
    <message>
        <source>Moron Card</source>
        <translation>Carte crétin</translation>
    </message>
    <message>
        <source>Board Scandal</source>
        <translation>Scandale au C.A.</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>Anniversaire</translation>
    </message>
    <message>
        <source>Summer Party</source>
        <translation>Gala d’été</translation>
    </message>
    <message>
        <source>Company Outing</source>
        <translation>Sortie annuelle</translation>
    </message>
    <message>
        <source>a support</source>
        <translation>un pilier</translation>
    </message>
    <message>
        <source>a girder</source>
        <translation>une poutre</translation>
    </message>
    <message>
        <source>a worker</source>
        <translation>un ouvrier</translation>
    </message>
    <message>
        <source>a brick</source>
        <translation>une brique</translation>
    </message>
    <message>
        <source>a beam</source>
        <translation>un madrier</translation>
    </message>
    <message>
        <source>a hard hat</source>
        <translation>un casque</translation>
    </message>
    <message>
        <source>an orange girder</source>
        <translation>une poutre orange</translation>
    </message>
    <message>
        <source>a purple girder</source>
        <translation>une poutre violette</translation>
    </message>
    <message>
        <source>a black girder</source>
        <translation>une poutre noire</translation>
    </message>
    <message>
        <source>a white girder</source>
        <translation>une poutre blanche</translation>
    </message>
    <message>
        <source>A support falls onto %1.</source>
        <translation>Un pilier tombe sur %1.</translation>
    </message>
    <message>
        <source>A girder falls onto %1.</source>
        <translation>Une poutre tombe sur %1.</translation>
    </message>
    <message>
        <source>A worker falls onto %1.</source>
        <translation>Un ouvrier tombe sur %1.</translation>
    </message>
    <message>
        <source>A brick falls onto %1.</source>
        <translation>Une brique tombe sur %1.</translation>
    </message>
    <message>
        <source>A beam falls onto %1.</source>
        <translation>Un madrier tombe sur %1.</translation>
    </message>
    <message>
        <source>A hard hat falls onto %1.</source>
        <translation>Un casque tombe sur %1.</translation>
    </message>
    <message>
        <source>%1 fall onto %2.</source>
        <translation>%1 tombent sur %2.</translation>
    </message>
    <message>
        <source>orange</source>
        <comment>girder</comment>
        <translation>orange</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>girder</comment>
        <translation>violette</translation>
    </message>
    <message>
        <source>black</source>
        <comment>girder</comment>
        <translation>noire</translation>
    </message>
    <message>
        <source>white</source>
        <comment>girder</comment>
        <translation>blanche</translation>
    </message>
    <message>
        <source>Balancing</source>
        <translation>En équilibre</translation>
    </message>
    <message>
        <source>Touch same colour</source>
        <translation>Touche à la même couleur</translation>
    </message>
    <message>
        <source>Touch 2 other colours</source>
        <translation>Touche à 2 autres couleurs</translation>
    </message>
    <message>
        <source>Touch the highest girder</source>
        <translation>Touche à la plus haute</translation>
    </message>
    <message>
        <source>With 1 worker</source>
        <translation>Avec 1 ouvrier</translation>
    </message>
    <message>
        <source>Strong worker</source>
        <translation>Ouvrier musclé</translation>
    </message>
    <message>
        <source>New support + touch same colour</source>
        <translation>Nouveau pilier + touche à la même couleur</translation>
    </message>
    <message>
        <source>New support + touch a different colour</source>
        <translation>Nouveau pilier + touche à une couleur différente</translation>
    </message>
    <message>
        <source>New support on a girder + touch any colour</source>
        <translation>Nouveau pilier sur une poutre + touche à une couleur au choix</translation>
    </message>
    <message>
        <source>Touch a support</source>
        <translation>Touche à un pilier</translation>
    </message>
    <message>
        <source>Carry 1 brick</source>
        <translation>Déplacement avec 1 brique</translation>
    </message>
    <message>
        <source>Highest girder</source>
        <translation>Poutre la plus haute</translation>
    </message>
    <message>
        <source>On one or two girders only, touching each at an edge or a corner, one end in the air.</source>
        <translation>Sur une ou deux poutres seulement, chacune touchée par une arête ou un coin, une extrémité dans les airs.</translation>
    </message>
    <message>
        <source>Three different colours in a chain: it touches another colour, and a third colour touches one of the two.</source>
        <translation>Trois couleurs différentes en chaîne&#xa0;: elle touche une autre couleur, et une troisième couleur touche l’une des deux.</translation>
    </message>
    <message>
        <source>With 1 brick</source>
        <translation>Avec 1 brique</translation>
    </message>
    <message>
        <source>With 2 bricks</source>
        <translation>Avec 2 briques</translation>
    </message>
    <message>
        <source>With 1 beam</source>
        <translation>Avec 1 madrier</translation>
    </message>
    <message>
        <source>With 2 beams</source>
        <translation>Avec 2 madriers</translation>
    </message>
    <message>
        <source>With 1 brick + 1 beam</source>
        <translation>Avec 1 brique + 1 madrier</translation>
    </message>
    <message>
        <source>Near an end</source>
        <translation>Près d’une extrémité</translation>
    </message>
    <message>
        <source>Carry 1 beam</source>
        <translation>Déplacement avec 1 madrier</translation>
    </message>
    <message>
        <source>Connect a worker with 1 beam</source>
        <translation>Connecte un ouvrier avec 1 madrier</translation>
    </message>
    <message>
        <source>Extra worker</source>
        <translation>Ouvrier supplémentaire</translation>
    </message>
    <message>
        <source>a girder (%1 or %2)</source>
        <translation>une poutre (%1 ou %2)</translation>
    </message>
    <message>
        <source>a worker on a girder (%1 or %2)</source>
        <translation>un ouvrier sur une poutre (%1 ou %2)</translation>
    </message>
    <message>
        <source>a girder (%1 or %2): %3</source>
        <translation>une poutre (%1 ou %2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>a worker on a girder (%1 or %2): %3</source>
        <translation>un ouvrier sur une poutre (%1 ou %2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>une carte cachée</translation>
    </message>
    <message>
        <source>girder: %1; worker: %2</source>
        <translation>poutre&#xa0;: %1&#xa0;; ouvrier&#xa0;: %2</translation>
    </message>
    <message>
        <source>Card %1: %2 on its back; on its front, %3.</source>
        <translation>Carte %1&#xa0;: %2 au dos&#xa0;; au recto, %3.</translation>
    </message>
    <message>
        <source>the beginner site</source>
        <translation>le chantier pour débutants</translation>
    </message>
    <message>
        <source>the advanced site</source>
        <translation>le chantier pour joueurs avancés</translation>
    </message>
    <message>
        <source>the expert site</source>
        <translation>le chantier pour experts</translation>
    </message>
    <message>
        <source>a random site</source>
        <translation>un chantier au hasard</translation>
    </message>
    <message>
        <source>the site built by hand</source>
        <translation>le chantier construit à la main</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>la table</translation>
    </message>
    <message>
        <source>the floor</source>
        <translation>le sol</translation>
    </message>
    <message>
        <source>the bottom of the box</source>
        <translation>le fond de la boîte</translation>
    </message>
    <message>
        <source>the crane&apos;s base</source>
        <translation>le support de la grue</translation>
    </message>
    <message numerus="yes">
        <source>The instruction cards are shuffled into a draw pile of %n cards, Boss Rita among them.</source>
        <translation>
            <numerusform>Les cartes instruction sont mélangées en une pioche de %n carte, Chef Rita parmi elles.</numerusform>
            <numerusform>Les cartes instruction sont mélangées en une pioche de %n cartes, Chef Rita parmi elles.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives two Foreman cards.</source>
        <translation>%1 reçoit deux cartes de contremaître.</translation>
    </message>
    <message>
        <source>The building site stands: %1.</source>
        <translation>Le chantier de construction est prêt&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s building site breaks the rules (%2); it is taken down.</source>
        <translation>Le chantier de %1 ne respecte pas les règles (%2)&#xa0;; il est démonté.</translation>
    </message>
    <message>
        <source>%1 wins as the best worker.</source>
        <translation>%1 gagne la partie avec ses titres d’Ouvrier du mois.</translation>
    </message>
    <message>
        <source>%1 wins as the most careful worker.</source>
        <translation>%1 gagne la partie&#xa0;: personne d’autre n’a gardé de certificat de sécurité.</translation>
    </message>
    <message>
        <source>The construction stops. Winner: %1.</source>
        <translation>Arrêt de construction. Victoire&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 takes the rescue hook.</source>
        <translation>%1 prend le crochet de sauvetage.</translation>
    </message>
    <message>
        <source>%1 reveals an instruction card (%2).</source>
        <translation>%1 révèle une carte instruction (%2).</translation>
    </message>
    <message>
        <source>Boss Rita arrives: from now on, the highest piece earns an Employee of the Month award.</source>
        <translation>Chef Rita arrive&#xa0;: désormais, la pièce la plus haute vaut un titre «&#xa0;Ouvrier du mois&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %n cards.</source>
        <translation>
            <numerusform>La défausse est mélangée en une nouvelle pioche de %n carte.</numerusform>
            <numerusform>La défausse est mélangée en une nouvelle pioche de %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must add %2.</source>
        <translation>%1 doit ajouter %2.</translation>
    </message>
    <message>
        <source>%1 cannot add %2 (the site or the reserve lacks a piece); next card.</source>
        <translation>%1 ne peut pas ajouter %2 (il manque une pièce au chantier ou à la réserve)&#xa0;; carte suivante.</translation>
    </message>
    <message>
        <source>%1 plays a Foreman card on the draw pile.</source>
        <translation>%1 joue une carte de contremaître sur la pioche.</translation>
    </message>
    <message>
        <source>%1 plays a Foreman card on the discard pile (%2).</source>
        <translation>%1 joue une carte de contremaître sur la défausse (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 cleans up: %n fallen piece(s) go back to the reserve.</source>
        <translation>
            <numerusform>%1 nettoie le chantier&#xa0;: une pièce tombée retourne dans la réserve.</numerusform>
            <numerusform>%1 nettoie le chantier&#xa0;: %n pièces tombées retournent dans la réserve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must first clear %n fallen piece(s) with the rescue hook.</source>
        <translation>
            <numerusform>%1 doit d’abord dégager une pièce tombée avec le crochet de sauvetage.</numerusform>
            <numerusform>%1 doit d’abord dégager %n pièces tombées avec le crochet de sauvetage.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leaves %2 on the site.</source>
        <translation>%1 laisse %2 sur le chantier.</translation>
    </message>
    <message>
        <source>%1 takes %2 back to the reserve.</source>
        <translation>%1 remet %2 dans la réserve.</translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n hard hat(s) back on.</source>
        <translation>
            <numerusform>%1 remet un casque en place.</numerusform>
            <numerusform>%1 remet %n casques en place.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot put %n hard hat(s) back on: something lies on the head. It stays where it lies until a later clean-up.</source>
        <translation>
            <numerusform>%1 ne peut pas remettre un casque en place&#xa0;: quelque chose repose sur la tête de son ouvrier. Il reste où il est jusqu’à un prochain nettoyage.</numerusform>
            <numerusform>%1 ne peut pas remettre %n casques en place&#xa0;: quelque chose repose sur la tête de leurs ouvriers. Ils restent où ils sont jusqu’à un prochain nettoyage.</numerusform>
        </translation>
    </message>
    <message>
        <source>The site inspector shows %1 a way to do it; %1 keeps trying.</source>
        <translation>L’inspecteur de chantier montre à %1 une façon d’y arriver&#xa0;; %1 continue d’essayer.</translation>
    </message>
    <message>
        <source>The site inspector has set aside a whole deck of cards: %1 must try the next one without him.</source>
        <translation>L’inspecteur de chantier a écarté tout un paquet de cartes&#xa0;: %1 doit tenter la suivante sans lui.</translation>
    </message>
    <message>
        <source>The site inspector finds no way to do it: %1 takes the pieces back and discards the card.</source>
        <translation>L’inspecteur de chantier ne trouve aucune façon d’y arriver&#xa0;: %1 reprend les pièces et défausse la carte.</translation>
    </message>
    <message>
        <source>%1 places %2.</source>
        <translation>%1 place %2.</translation>
    </message>
    <message>
        <source>Accident! %1&apos;s turn ends.</source>
        <translation>Accident&#xa0;! Le tour de %1 se termine.</translation>
    </message>
    <message>
        <source>%1 loses a safety certificate (none left).</source>
        <translation>%1 perd un certificat de sécurité (il n’en reste plus).</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses a safety certificate (%n left).</source>
        <translation>
            <numerusform>%1 perd un certificat de sécurité (il en reste un).</numerusform>
            <numerusform>%1 perd un certificat de sécurité (il en reste %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no safety certificate left and leaves the game.</source>
        <translation>%1 n’a plus de certificat de sécurité et quitte la partie.</translation>
    </message>
    <message>
        <source>Not yet. %2 %1 takes the pieces back.</source>
        <translation>Pas encore. %2 %1 reprend les pièces.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has failed %n times and stops.</source>
        <translation>
            <numerusform>%1 a échoué %n fois et s’arrête.</numerusform>
            <numerusform>%1 a échoué %n fois et s’arrête.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gives up.</source>
        <translation>%1 abandonne.</translation>
    </message>
    <message>
        <source>%1 meets the instruction.</source>
        <translation>%1 respecte l’instruction.</translation>
    </message>
    <message numerus="yes">
        <source>%1 placed the highest piece: Employee of the Month (%n award(s))!</source>
        <translation>
            <numerusform>%1 a placé la pièce la plus haute&#xa0;: Ouvrier du mois (%n titre)&#xa0;!</numerusform>
            <numerusform>%1 a placé la pièce la plus haute&#xa0;: Ouvrier du mois (%n titres)&#xa0;!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <translation>%1&#xa0;: %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n award(s)</source>
        <translation>
            <numerusform>%n titre</numerusform>
            <numerusform>%n titres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n safety certificate(s)</source>
        <translation>
            <numerusform>%n certificat de sécurité</numerusform>
            <numerusform>%n certificats de sécurité</numerusform>
        </translation>
    </message>
    <message>
        <source>the start site is being built</source>
        <translation>construction du chantier de départ</translation>
    </message>
    <message>
        <source>turn %1, Boss Rita has come</source>
        <translation>tour %1, Chef Rita est arrivée</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <source>a second brick</source>
        <translation>une deuxième brique</translation>
    </message>
    <message>
        <source>a second beam</source>
        <translation>un deuxième madrier</translation>
    </message>
    <message>
        <source>%1, try %2: add %3.</source>
        <translation>%1, essai %2&#xa0;: ajoutez %3.</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Victoire&#xa0;: %1</translation>
    </message>
    <message>
        <source>The site inspector finds no way to do it: %1 discards the card.</source>
        <translation>L’inspecteur de chantier ne trouve aucune façon d’y arriver&#xa0;: %1 défausse la carte.</translation>
    </message>
    <message>
        <source>%1 tries again.</source>
        <translation>%1 essaie de nouveau.</translation>
    </message>
    <message>
        <source>a second worker</source>
        <translation>un deuxième ouvrier</translation>
    </message>
    <message>
        <source>two bricks</source>
        <translation>deux briques</translation>
    </message>
    <message>
        <source>two beams</source>
        <translation>deux madriers</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 supports</source>
        <comment>two or more</comment>
        <translation>%1 piliers</translation>
    </message>
    <message>
        <source>%1 girders</source>
        <comment>two or more</comment>
        <translation>%1 poutres</translation>
    </message>
    <message>
        <source>%1 workers</source>
        <comment>two or more</comment>
        <translation>%1 ouvriers</translation>
    </message>
    <message>
        <source>%1 bricks</source>
        <comment>two or more</comment>
        <translation>%1 briques</translation>
    </message>
    <message>
        <source>%1 beams</source>
        <comment>two or more</comment>
        <translation>%1 madriers</translation>
    </message>
    <message>
        <source>%1 hard hats</source>
        <comment>two or more</comment>
        <translation>%1 casques</translation>
    </message>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>Touching a support, or passing just over one (lying on the girder it carries).</source>
        <translation>Toucher un pilier, ou passer juste au-dessus (couchée sur la poutre qu’il porte).</translation>
    </message>
    <message>
        <source>%1 receives two Foreman cards. %2</source>
        <translation>%1 reçoit deux cartes de contremaître. %2</translation>
    </message>
    <message>
        <source>%1 builds the start site: place %2.</source>
        <translation>%1 construit le chantier de départ&#xa0;: placez %2.</translation>
    </message>
    <message>
        <source>%1: keep the instruction or play a Foreman card.</source>
        <translation>%1&#xa0;: gardez l’instruction ou jouez une carte de contremaître.</translation>
    </message>
    <message>
        <source>%1: clear the fallen pieces with the rescue hook.</source>
        <translation>%1&#xa0;: dégagez les pièces tombées avec le crochet de sauvetage.</translation>
    </message>
    <message>
        <source>%1, try %2: now place %3.</source>
        <translation>%1, essai %2&#xa0;: placez maintenant %3.</translation>
    </message>
    <message>
        <source>%1, try %2: place %3, then %4.</source>
        <translation>%1, essai %2&#xa0;: placez %3, puis %4.</translation>
    </message>
    <message>
        <source>The cards are being shuffled.</source>
        <translation>Les cartes sont mélangées.</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>placer %1</translation>
    </message>
    <message>
        <source>play a Foreman card on the draw pile</source>
        <translation>jouer une carte de contremaître sur la pioche</translation>
    </message>
    <message>
        <source>play a Foreman card on the discard pile</source>
        <translation>jouer une carte de contremaître sur la défausse</translation>
    </message>
    <message>
        <source>keep the instruction</source>
        <translation>garder l’instruction</translation>
    </message>
    <message>
        <source>give up</source>
        <translation>abandonner</translation>
    </message>
    <message>
        <source>call the site inspector</source>
        <translation>appeler l’inspecteur de chantier</translation>
    </message>
    <message>
        <source>leave the fallen support</source>
        <translation>laisser le support tombé</translation>
    </message>
    <message>
        <source>clear a fallen piece</source>
        <translation>dégager une pièce tombée</translation>
    </message>
    <message>
        <source>shuffle the cards</source>
        <translation>mélanger les cartes</translation>
    </message>
    <message>
        <source>build a random site</source>
        <translation>construire un chantier au hasard</translation>
    </message>
    <message>
        <source>hire employees</source>
        <translation>recruter des employés</translation>
    </message>
    <message>
        <source>found departments with own employees</source>
        <translation>ouvrir des services avec ses propres employés</translation>
    </message>
    <message>
        <source>found a department with new employees</source>
        <translation>ouvrir un service avec de nouveaux employés</translation>
    </message>
    <message>
        <source>move departments</source>
        <translation>déménager des services</translation>
    </message>
    <message>
        <source>merge into a main department</source>
        <translation>fusionner en un service général</translation>
    </message>
    <message>
        <source>resign as division head</source>
        <translation>démissionner d’un poste de directeur</translation>
    </message>
    <message>
        <source>bribe other players</source>
        <translation>soudoyer d’autres joueurs</translation>
    </message>
    <message>
        <source>buy influence</source>
        <translation>acheter de l’influence</translation>
    </message>
    <message>
        <source>buy a main department</source>
        <translation>acheter un service général</translation>
    </message>
    <message>
        <source>hire an external consultant</source>
        <translation>recruter un consultant extérieur</translation>
    </message>
    <message>
        <source>buy shares</source>
        <translation>acheter des actions</translation>
    </message>
    <message>
        <source>use the Development privilege</source>
        <translation>utiliser le privilège Développement</translation>
    </message>
    <message>
        <source>use the Legal &amp; Patents privilege</source>
        <translation>utiliser le privilège Litiges &amp; brevets</translation>
    </message>
    <message>
        <source>office %1 of %2</source>
        <translation>bureau %1 en %2</translation>
    </message>
    <message>
        <source>hidden cards</source>
        <translation>cartes cachées</translation>
    </message>
    <message>
        <source>their own colour, with the skills %1 (to beat every other player in two of them)</source>
        <translation>sa propre couleur, avec les compétences %1 (surclasser tous les autres joueurs dans deux d’entre elles)</translation>
    </message>
    <message>
        <source>%1 as archenemy, with the skills %2 (to beat them in all three)</source>
        <translation>%1 comme ennemi juré, avec les compétences %2 (le surclasser dans les trois)</translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s) are taken from %1.</source>
        <translation>
            <numerusform>%n employé est retiré du %1.</numerusform>
            <numerusform>%n employés sont retirés du %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s) move from %1 to %2.</source>
        <translation>
            <numerusform>%n employé passe du %1 au %2.</numerusform>
            <numerusform>%n employés passent du %1 au %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 loses an employee in %2 for refusing the bribe.</source>
        <translation>%1 perd un employé au %2 pour avoir refusé le dessous-de-table.</translation>
    </message>
    <message>
        <source>%1&apos;s department in %2 closes; its head joins the board.</source>
        <translation>Le service de %1 dans le %2 ferme&#xa0;; son chef entre au conseil d’administration.</translation>
    </message>
    <message>
        <source>%1&apos;s department in %2 closes; its head returns to the reserve.</source>
        <translation>Le service de %1 dans le %2 ferme&#xa0;; son chef retourne dans sa réserve.</translation>
    </message>
    <message>
        <source>The departments below %1 move up one office.</source>
        <translation>Les services sous le %1 montent d’un bureau.</translation>
    </message>
    <message>
        <source>%1 moves a department from %2 to %3.</source>
        <translation>%1 déménage un service du %2 au %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s) from the supply join %1.</source>
        <translation>
            <numerusform>%n employé de la réserve générale rejoint le %1.</numerusform>
            <numerusform>%n employés de la réserve générale rejoignent le %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s) in %1 are dismissed.</source>
        <translation>
            <numerusform>%n employé du %1 est licencié.</numerusform>
            <numerusform>%n employés du %1 sont licenciés.</numerusform>
        </translation>
    </message>
    <message>
        <source>An employee moves from %1 to %2.</source>
        <translation>Un employé passe du %1 au %2.</translation>
    </message>
    <message>
        <source>An employee is taken from %1.</source>
        <translation>Un employé est retiré du %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s) placed in %1.</source>
        <translation>
            <numerusform>%n employé placé dans le %1.</numerusform>
            <numerusform>%n employés placés dans le %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes seat %2 on the board.</source>
        <translation>%1 prend le siège %2 au conseil d’administration.</translation>
    </message>
    <message>
        <source>The board is full: %1&apos;s leftmost member leaves it.</source>
        <translation>Le conseil d’administration est complet&#xa0;: le membre le plus à gauche de %1 le quitte.</translation>
    </message>
    <message>
        <source>The board is empty: %1, who holds the Chairman card, provides the new Chairman.</source>
        <translation>Le conseil d’administration est vide&#xa0;: %1, qui détient la carte du PDG, fournit le nouveau PDG.</translation>
    </message>
    <message>
        <source>%1 provides the new Chairman.</source>
        <translation>Le nouveau PDG appartient à %1.</translation>
    </message>
    <message>
        <source>%1 uses the Chairman&apos;s privilege.</source>
        <translation>%1 utilise le privilège du PDG.</translation>
    </message>
    <message>
        <source>%1 takes the extra action of the %2 card, bribed side.</source>
        <translation>%1 joue l’action supplémentaire de la carte %2, côté Corrompu.</translation>
    </message>
    <message>
        <source>%1&apos;s Chairman steps down.</source>
        <translation>Le PDG de %1 quitte ses fonctions.</translation>
    </message>
    <message>
        <source>%2 has no department: %1, who holds the %2 card, appoints its head.</source>
        <translation>La direction %2 n’a aucun service&#xa0;: %1, qui détient la carte %2, en nomme le directeur.</translation>
    </message>
    <message>
        <source>%1&apos;s head of %2 leaves for the board.</source>
        <translation>Le directeur de %1 quitte la direction %2 pour le conseil d’administration.</translation>
    </message>
    <message>
        <source>%1&apos;s head of %2 becomes an external consultant.</source>
        <translation>Le directeur de %1 quitte la direction %2 et devient consultant extérieur.</translation>
    </message>
    <message>
        <source>%1 has a consultant on the %2 space of the counsel track.</source>
        <translation>%1 a un consultant sur la case %2 de la piste de conseil.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has consultants on %n spaces of the counsel track: a victory point.</source>
        <translation>
            <numerusform>%1 a des consultants sur %n case de la piste de conseil&#xa0;: un point de victoire.</numerusform>
            <numerusform>%1 a des consultants sur %n cases de la piste de conseil&#xa0;: un point de victoire.</numerusform>
        </translation>
    </message>
    <message>
        <source>no employee stays</source>
        <translation>aucun employé ne reste</translation>
    </message>
    <message>
        <source>%1 merges the departments in %2 into a main department in %3: %4, %5.</source>
        <translation>%1 fusionne deux services (%2) en un service général dans le %3&#xa0;: %4, %5.</translation>
    </message>
    <message>
        <source>%1 receives %2 from the bank.</source>
        <translation>%1 reçoit %2 de la banque.</translation>
    </message>
    <message>
        <source>%1 pays %2 to the bank.</source>
        <translation>%1 paie %2 à la banque.</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3.</source>
        <translation>%1 paie %2 à %3.</translation>
    </message>
    <message>
        <source>%1 cannot pay it all and shows their money: %2.</source>
        <translation>%1 ne peut pas tout payer et montre son argent&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) of %2 (now %3).</source>
        <translation>
            <numerusform>%1 marque %n point en %2 (%3 au total).</numerusform>
            <numerusform>%1 marque %n points en %2 (%3 au total).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is on the gold box of %2 already: %n point(s) beyond it are lost.</source>
        <translation>
            <numerusform>%1 est déjà sur la case dorée en %2&#xa0;: %n point au-delà est perdu.</numerusform>
            <numerusform>%1 est déjà sur la case dorée en %2&#xa0;: %n points au-delà sont perdus.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reaches the green box: a victory point.</source>
        <translation>%1 atteint la case verte&#xa0;: un point de victoire.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) beyond the gold box are lost.</source>
        <translation>
            <numerusform>%n point au-delà de la case dorée est perdu.</numerusform>
            <numerusform>%n points au-delà de la case dorée sont perdus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives a certificate of %n share(s).</source>
        <translation>
            <numerusform>%1 reçoit un certificat de %n action.</numerusform>
            <numerusform>%1 reçoit un certificat de %n actions.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives a certificate of %2 for the price of %3.</source>
        <translation>%1 reçoit un certificat de %2 pour le prix de %3.</translation>
    </message>
    <message numerus="yes">
        <source>No certificate of %n share(s) is left for Accounting&apos;s bonus.</source>
        <translation>
            <numerusform>Il ne reste aucun certificat de %n action pour le bonus de la Comptabilité.</numerusform>
            <numerusform>Il ne reste aucun certificat de %n actions pour le bonus de la Comptabilité.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 opens a main department in %2: its two heads, no employee.</source>
        <translation>%1 ouvre un service général dans le %2&#xa0;: ses deux chefs, aucun employé.</translation>
    </message>
    <message numerus="yes">
        <source>%1 opens a main department in %2: its two heads and %n employee(s).</source>
        <translation>
            <numerusform>%1 ouvre un service général dans le %2&#xa0;: ses deux chefs et %n employé.</numerusform>
            <numerusform>%1 ouvre un service général dans le %2&#xa0;: ses deux chefs et %n employés.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 opens a department in %2: its head, no employee.</source>
        <translation>%1 ouvre un service dans le %2&#xa0;: son chef, aucun employé.</translation>
    </message>
    <message numerus="yes">
        <source>%1 opens a department in %2: its head and %n employee(s).</source>
        <translation>
            <numerusform>%1 ouvre un service dans le %2&#xa0;: son chef et %n employé.</numerusform>
            <numerusform>%1 ouvre un service dans le %2&#xa0;: son chef et %n employés.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives the %2 privilege card face down.</source>
        <translation>%1 reçoit la carte de privilège %2, face cachée.</translation>
    </message>
    <message>
        <source>%1 takes the %2 card; it stays face down.</source>
        <translation>%1 prend la carte %2&#xa0;; elle reste face cachée.</translation>
    </message>
    <message>
        <source>%1 takes the %2 card, bribed side up.</source>
        <translation>%1 prend la carte %2, côté Corrompu visible.</translation>
    </message>
    <message>
        <source>%1 takes the %2 card, director side up.</source>
        <translation>%1 prend la carte %2, côté Direction visible.</translation>
    </message>
    <message>
        <source>The %1 card turns face down until the next meeting.</source>
        <translation>La carte %1 est retournée face cachée jusqu’au prochain comité de direction.</translation>
    </message>
    <message>
        <source>%1 receives two archenemy cards.</source>
        <translation>%1 reçoit deux cartes d’ennemi juré.</translation>
    </message>
    <message>
        <source>%1 receives two archenemy cards: %2.</source>
        <translation>%1 reçoit deux cartes d’ennemi juré&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 offers %2 a bribe of %3 for the %4 card.</source>
        <translation>%1 offre à %2 un dessous-de-table de %3 pour la carte %4.</translation>
    </message>
    <message>
        <source>%1 accepts the bribe.</source>
        <translation>%1 accepte le dessous-de-table.</translation>
    </message>
    <message>
        <source>%1 refuses the bribe.</source>
        <translation>%1 refuse le dessous-de-table.</translation>
    </message>
    <message>
        <source>%1 has no employee left to lose: refusing the bribe costs them nothing.</source>
        <translation>%1 n’a plus d’employé à perdre&#xa0;: son refus du dessous-de-table ne lui coûte rien.</translation>
    </message>
    <message>
        <source>%1 loses an employee for refusing the bribe.</source>
        <translation>%1 perd un employé pour avoir refusé le dessous-de-table.</translation>
    </message>
    <message>
        <source>%1 holds the Communications card and places first.</source>
        <translation>%1 détient la carte Communication et commence la mise en place.</translation>
    </message>
    <message>
        <source>%1 chooses to %2.</source>
        <translation>%1 choisit l’action «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <source>Motivation stays at %1.</source>
        <translation>La motivation reste à %1.</translation>
    </message>
    <message>
        <source>Motivation is now %1.</source>
        <translation>La motivation passe à %1.</translation>
    </message>
    <message>
        <source>%1 takes the event cards to order them.</source>
        <translation>%1 prend les cartes d’événement pour les mettre en ordre.</translation>
    </message>
    <message>
        <source>%1 places %2 at position %3 of the event deck.</source>
        <translation>%1 place «&#xa0;%2&#xa0;» en position %3 de la pioche des événements.</translation>
    </message>
    <message>
        <source>Director&apos;s meeting %1.</source>
        <translation>Comité de direction %1.</translation>
    </message>
    <message>
        <source>The archenemy point is kept for good.</source>
        <translation>Le point d’ennemi juré est acquis pour de bon.</translation>
    </message>
    <message>
        <source>The game ends with this service turn.</source>
        <translation>La partie se termine à la fin de ce tour de services.</translation>
    </message>
    <message>
        <source>The service phase begins: %1 goes first in every service turn.</source>
        <translation>La phase de services commence&#xa0;: %1 joue en premier à chaque tour de services.</translation>
    </message>
    <message>
        <source>the initial placement</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <source>round %1, service turn %2</source>
        <translation>tour de jeu %1, tour de services %2</translation>
    </message>
    <message>
        <source>round %1, Director&apos;s meeting</source>
        <translation>tour de jeu %1, comité de direction</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Les cartes sont en cours de distribution.</translation>
    </message>
    <message>
        <source>The event cards are being drawn.</source>
        <translation>Les cartes d’événement sont en cours de tirage.</translation>
    </message>
    <message>
        <source>%1: place a manager, as a department head in a division or on the board.</source>
        <translation>%1&#xa0;: placez un cadre, comme chef de service dans une direction ou au conseil d’administration.</translation>
    </message>
    <message>
        <source>%1: use the Chairman&apos;s privilege (choose a division) or pass.</source>
        <translation>%1&#xa0;: utilisez le privilège du PDG (choisissez une direction) ou passez.</translation>
    </message>
    <message>
        <source>%1: your head of %2 is replaced; send him to the board or the counsel track.</source>
        <translation>%1&#xa0;: votre directeur est remplacé à la tête de la direction %2&#xa0;; envoyez-le au conseil d’administration ou sur la piste de conseil.</translation>
    </message>
    <message>
        <source>%1: choose the department to merge it with.</source>
        <translation>%1&#xa0;: choisissez le service avec lequel le fusionner.</translation>
    </message>
    <message>
        <source>%1: choose where the main department goes: either department&apos;s office, or a free office.</source>
        <translation>%1&#xa0;: choisissez où placer le service général&#xa0;: le bureau de l’un des deux services, ou un bureau libre.</translation>
    </message>
    <message>
        <source>%1: choose the division of the main department.</source>
        <translation>%1&#xa0;: choisissez la direction du service général.</translation>
    </message>
    <message>
        <source>%1: choose the division for the external consultant.</source>
        <translation>%1&#xa0;: choisissez la direction du consultant extérieur.</translation>
    </message>
    <message>
        <source>accept the bribe</source>
        <translation>accepter le dessous-de-table</translation>
    </message>
    <message>
        <source>refuse the bribe</source>
        <translation>refuser le dessous-de-table</translation>
    </message>
    <message>
        <source>%1: choose card %2 of %3 of the event deck.</source>
        <translation>%1&#xa0;: choisissez la carte %2 sur %3 de la pioche des événements.</translation>
    </message>
    <message>
        <source>%1: take an extra action with the bribed Communications card, or pass.</source>
        <translation>%1&#xa0;: jouez une action supplémentaire grâce à la carte Communication côté Corrompu, ou passez.</translation>
    </message>
    <message>
        <source>%1: choose your action.</source>
        <translation>%1&#xa0;: choisissez votre action.</translation>
    </message>
    <message>
        <source>%1: accept or refuse the bribe offered by %2.</source>
        <translation>%1&#xa0;: acceptez ou refusez le dessous-de-table offert par %2.</translation>
    </message>
    <message>
        <source>%1: choose an employee of %2 to dismiss.</source>
        <translation>%1&#xa0;: choisissez un employé de %2 à licencier.</translation>
    </message>
    <message>
        <source>%1: make a second offer, or stop.</source>
        <translation>%1&#xa0;: faites une seconde offre, ou arrêtez-vous là.</translation>
    </message>
    <message>
        <source>%1: choose the privilege card to bribe for.</source>
        <translation>%1&#xa0;: choisissez la carte de privilège visée par le dessous-de-table.</translation>
    </message>
    <message>
        <source>%1: choose the division of the new department.</source>
        <translation>%1&#xa0;: choisissez la direction du nouveau service.</translation>
    </message>
    <message>
        <source>%1: move one of your employees into the new department, or confirm.</source>
        <translation>%1&#xa0;: déplacez un de vos employés dans le nouveau service, ou validez.</translation>
    </message>
    <message>
        <source>%1: choose the division to move to.</source>
        <translation>%1&#xa0;: choisissez la direction de destination.</translation>
    </message>
    <message>
        <source>%1: choose a department to move.</source>
        <translation>%1&#xa0;: choisissez un service à déménager.</translation>
    </message>
    <message>
        <source>%1: choose a second department to move, or confirm.</source>
        <translation>%1&#xa0;: choisissez un second service à déménager, ou validez.</translation>
    </message>
    <message>
        <source>%1: choose a department to merge.</source>
        <translation>%1&#xa0;: choisissez un service à fusionner.</translation>
    </message>
    <message>
        <source>%1: choose the division head who resigns.</source>
        <translation>%1&#xa0;: choisissez le directeur qui démissionne.</translation>
    </message>
    <message>
        <source>%1: send him to the board or to the counsel track.</source>
        <translation>%1&#xa0;: envoyez-le au conseil d’administration ou sur la piste de conseil.</translation>
    </message>
    <message>
        <source>%1: choose one of your offices for the employee.</source>
        <translation>%1&#xa0;: choisissez un de vos bureaux pour l’employé.</translation>
    </message>
    <message>
        <source>%1: take an employee from an opponent or from the supply.</source>
        <translation>%1&#xa0;: prenez un employé à un adversaire ou dans la réserve générale.</translation>
    </message>
    <message>
        <source>%1: choose the certificate to pay for.</source>
        <translation>%1&#xa0;: choisissez le certificat d’actions à acheter.</translation>
    </message>
    <message>
        <source>a department in %1</source>
        <translation>un service en %1</translation>
    </message>
    <message>
        <source>a seat on the board</source>
        <translation>un siège au conseil d’administration</translation>
    </message>
    <message numerus="yes">
        <source>%n share(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has the majority in %2 and appoints its head.</source>
        <translation>%1 a la majorité dans la direction %2 et en nomme le directeur.</translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s) stay</source>
        <translation>
            <numerusform>%n employé reste</numerusform>
            <numerusform>%n employés restent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dismissed</source>
        <translation>
            <numerusform>%n licencié</numerusform>
            <numerusform>%n licenciés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 merges two departments into a main department in %2: %3, %4.</source>
        <translation>%1 fusionne deux services en un service général dans le %2&#xa0;: %3, %4.</translation>
    </message>
    <message>
        <source>%1 puts the event cards in order for the deck.</source>
        <translation>%1 met les cartes d’événement dans l’ordre de la pioche.</translation>
    </message>
    <message>
        <source>%1 reaches %2 victory points and shows their archenemy cards: %3.</source>
        <translation>%1 atteint %2 points de victoire et révèle ses cartes d’ennemi juré&#xa0;: %3.</translation>
    </message>
    <message>
        <source>The next event card is turned over.</source>
        <translation>La carte d’événement suivante est retournée.</translation>
    </message>
    <message>
        <source>Event: Director&apos;s Meeting. The round ends at once, after %1 service turns, without actions.</source>
        <translation>Événement&#xa0;: «&#xa0;Comité de direction&#xa0;». Le tour de jeu s’achève aussitôt, après %1 tours de services, sans action.</translation>
    </message>
    <message>
        <source>Service turn %1. Event: %2.</source>
        <translation>Tour de services %1. Événement&#xa0;: «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>%1: put the event cards in order for the deck.</source>
        <translation>%1&#xa0;: mettez les cartes d’événement dans l’ordre de la pioche.</translation>
    </message>
    <message>
        <source>%1: choose the amount of the bribe for the %2 card.</source>
        <translation>%1&#xa0;: choisissez le montant du dessous-de-table pour la carte %2.</translation>
    </message>
    <message>
        <source>%1: take one of your employees for the new department in %2 (it needs at least %3).</source>
        <translation>%1&#xa0;: prenez un de vos employés pour le nouveau service en %2 (il lui en faut au moins %3).</translation>
    </message>
    <message>
        <source>%1: take another employee for the new department in %2 (it needs at least %3).</source>
        <translation>%1&#xa0;: prenez un autre employé pour le nouveau service en %2 (il lui en faut au moins %3).</translation>
    </message>
    <message>
        <source>%1: take another employee for the new department in %2, start a second department, or confirm.</source>
        <translation>%1&#xa0;: prenez un autre employé pour le nouveau service en %2, ouvrez un second service, ou validez.</translation>
    </message>
    <message>
        <source>%1: take another employee for the new department in %2, or confirm.</source>
        <translation>%1&#xa0;: prenez un autre employé pour le nouveau service en %2, ou validez.</translation>
    </message>
    <message numerus="yes">
        <source>%1: choose an office for the next new employee (%n to go).</source>
        <translation>
            <numerusform>%1&#xa0;: choisissez un bureau pour le prochain nouvel employé (encore %n).</numerusform>
            <numerusform>%1&#xa0;: choisissez un bureau pour le prochain nouvel employé (encore %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: choose an office to dismiss an employee from (%n to go).</source>
        <translation>
            <numerusform>%1&#xa0;: choisissez un bureau où licencier un employé (encore %n).</numerusform>
            <numerusform>%1&#xa0;: choisissez un bureau où licencier un employé (encore %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a certificate of %n share(s)</source>
        <translation>
            <numerusform>un certificat de %n action</numerusform>
            <numerusform>un certificat de %n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 card</source>
        <translation>la carte %1</translation>
    </message>
    <message>
        <source>an offer of %1</source>
        <translation>une offre de %1</translation>
    </message>
    <message>
        <source>to the board</source>
        <translation>au conseil d’administration</translation>
    </message>
    <message>
        <source>to the counsel track</source>
        <translation>sur la piste de conseil</translation>
    </message>
    <message>
        <source>from the supply</source>
        <translation>dans la réserve générale</translation>
    </message>
    <message>
        <source>confirm</source>
        <translation>valider</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>no second offer</source>
        <translation>pas de seconde offre</translation>
    </message>
    <message>
        <source>the Chairman&apos;s privilege</source>
        <translation>le privilège du PDG</translation>
    </message>
    <message>
        <source>an employee lost for a refused bribe</source>
        <translation>un employé perdu pour un dessous-de-table refusé</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list&apos;s last two items</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>offices %1 of %2</source>
        <translation>bureaux %1 en %2</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <comment>chosen that many times</comment>
        <translation>%1 (×%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n victory point(s), %2.</source>
        <translation>
            <numerusform>%1&#xa0;: %n point de victoire, %2.</numerusform>
            <numerusform>%1&#xa0;: %n points de victoire, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Archenemy beaten.</source>
        <translation>Ennemi juré battu.</translation>
    </message>
    <message>
        <source>Archenemy point kept.</source>
        <translation>Point d’ennemi juré conservé.</translation>
    </message>
    <message>
        <source>Power Struggle</source>
        <translation>Power Struggle</translation>
    </message>
    <message>
        <source>Longer game (5 victory points)</source>
        <translation>Partie longue (5 points de victoire)</translation>
    </message>
    <message>
        <source>Open money</source>
        <translation>Argent visible</translation>
    </message>
    <message>
        <source>Men at Work</source>
        <translation>Men at Work</translation>
    </message>
    <message>
        <source>The girder must touch a girder of its own colour.</source>
        <translation>La poutre doit toucher une poutre de la même couleur.</translation>
    </message>
    <message>
        <source>The girder must touch the highest girder.</source>
        <translation>La poutre doit toucher la plus haute poutre du chantier.</translation>
    </message>
    <message>
        <source>The worker must stand on the new girder.</source>
        <translation>L’ouvrier doit se tenir sur la nouvelle poutre.</translation>
    </message>
    <message>
        <source>A girder may not rest on a hard hat.</source>
        <translation>Une poutre ne peut pas reposer sur un casque.</translation>
    </message>
    <message>
        <source>The girder must rest on a worker&apos;s arm.</source>
        <translation>La poutre doit reposer sur le bras d’un ouvrier.</translation>
    </message>
    <message>
        <source>The girder must touch the new support.</source>
        <translation>La poutre doit toucher le nouveau pilier.</translation>
    </message>
    <message>
        <source>The girder must touch a girder of another colour.</source>
        <translation>La poutre doit toucher une poutre d’une autre couleur.</translation>
    </message>
    <message>
        <source>The new support must rest on a girder.</source>
        <translation>Le nouveau pilier doit reposer sur une poutre.</translation>
    </message>
    <message>
        <source>The new support must not touch the table.</source>
        <translation>Le nouveau pilier ne doit pas toucher la table.</translation>
    </message>
    <message>
        <source>The girder must touch another girder.</source>
        <translation>La poutre doit toucher une autre poutre.</translation>
    </message>
    <message>
        <source>The girder must rest on one or two other girders only.</source>
        <translation>La poutre ne doit reposer que sur une ou deux autres poutres.</translation>
    </message>
    <message>
        <source>The girder must balance on single points.</source>
        <translation>La poutre doit tenir en équilibre sur des points isolés.</translation>
    </message>
    <message>
        <source>One end of the girder at least must be in the air.</source>
        <translation>Une extrémité de la poutre au moins doit être dans le vide.</translation>
    </message>
    <message>
        <source>The girder must touch a girder of another colour, and a third colour must touch one of them.</source>
        <translation>La poutre doit toucher une poutre d’une autre couleur, et une troisième couleur doit toucher l’une des deux.</translation>
    </message>
    <message>
        <source>The new support must stand on the table or on a girder.</source>
        <translation>Le nouveau pilier doit reposer sur la table ou sur une poutre.</translation>
    </message>
    <message>
        <source>The girder must touch a support or pass just over one.</source>
        <translation>La poutre doit toucher un pilier ou passer juste au-dessus d’un pilier.</translation>
    </message>
    <message>
        <source>The brick must lie on the girder.</source>
        <translation>La brique doit reposer sur la poutre.</translation>
    </message>
    <message>
        <source>The girder must be the highest girder of the site.</source>
        <translation>La poutre doit être la plus haute du chantier.</translation>
    </message>
    <message>
        <source>The worker must carry the bricks on his arm.</source>
        <translation>L’ouvrier doit porter les briques sur son bras.</translation>
    </message>
    <message>
        <source>The worker must carry the beams on his arm.</source>
        <translation>L’ouvrier doit porter les madriers sur son bras.</translation>
    </message>
    <message>
        <source>The worker must stand at an end of the girder.</source>
        <translation>L’ouvrier doit se tenir près d’une extrémité de la poutre.</translation>
    </message>
    <message>
        <source>The beam must connect the worker to another worker.</source>
        <translation>Le madrier doit connecter l’ouvrier à un autre ouvrier.</translation>
    </message>
    <message>
        <source>The beam must lie on the worker&apos;s arm.</source>
        <translation>Le madrier doit reposer sur le bras de l’ouvrier.</translation>
    </message>
    <message>
        <source>Both workers must stand on the same girder.</source>
        <translation>Les deux ouvriers doivent se tenir sur la même poutre.</translation>
    </message>
    <message>
        <source>A girder may never touch the table.</source>
        <translation>Une poutre ne peut jamais toucher la table.</translation>
    </message>
    <message>
        <source>A girder may not lie completely on another girder.</source>
        <translation>Une poutre ne peut pas reposer complètement sur une autre.</translation>
    </message>
    <message>
        <source>The worker must stand upright.</source>
        <translation>L’ouvrier doit être debout.</translation>
    </message>
    <message>
        <source>The worker must stand with both feet on a girder.</source>
        <translation>L’ouvrier doit toucher la poutre avec ses 2 pieds.</translation>
    </message>
    <message>
        <source>The worker must stand on a girder of one of his glove colours.</source>
        <translation>L’ouvrier doit se tenir sur une poutre de la couleur d’un de ses gants.</translation>
    </message>
    <message>
        <source>The worker must stand on the highest girder of one of his glove colours.</source>
        <translation>L’ouvrier doit se tenir sur la plus haute poutre de l’une de ses couleurs de gants.</translation>
    </message>
    <message>
        <source>Bricks and beams must rest on a worker&apos;s arm.</source>
        <translation>Les briques et les madriers doivent reposer sur le bras d’un ouvrier.</translation>
    </message>
    <message>
        <source>A start site has no bricks or beams.</source>
        <translation>Un chantier de départ n’a ni briques ni madriers.</translation>
    </message>
    <message>
        <source>The site does not stand still.</source>
        <translation>Le chantier ne tient pas immobile.</translation>
    </message>
    <message>
        <source>A site in the box has no supports.</source>
        <translation>Un chantier dans la boîte n’a pas de piliers.</translation>
    </message>
    <message>
        <source>A start site has 3 supports.</source>
        <translation>Un chantier de départ a 3 piliers.</translation>
    </message>
    <message>
        <source>The supports stand or lie on the table.</source>
        <translation>Les piliers sont debout ou couchés sur la table.</translation>
    </message>
    <message>
        <source>A start site has one girder of each colour.</source>
        <translation>Un chantier de départ a une poutre de chaque couleur.</translation>
    </message>
    <message>
        <source>No girder may touch the table.</source>
        <translation>Aucune poutre ne peut toucher la table.</translation>
    </message>
    <message>
        <source>A start site has one worker.</source>
        <translation>Un chantier de départ a un ouvrier.</translation>
    </message>
    <message>
        <source>The worker stands upright with both feet on a girder.</source>
        <translation>L’ouvrier est debout, ses 2 pieds sur une poutre.</translation>
    </message>
    <message>
        <source>Foreman (two instruction cards in hand)</source>
        <translation>Contremaître (deux cartes instruction en main)</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Grue</translation>
    </message>
    <message>
        <source>Skyscraper (build in the box)</source>
        <translation>Gratte-ciel (construire dans la boîte)</translation>
    </message>
    <message>
        <source>Start site</source>
        <translation>Chantier de départ</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Built by the first player</source>
        <translation>Construit par le premier joueur</translation>
    </message>
    <message>
        <source>Expert (2 certificates)</source>
        <translation>Expert (2 certificats)</translation>
    </message>
    <message>
        <source>Put a %1 card into the bid</source>
        <translation>Mettre une carte de %1 dans la mise</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Retour arrière</translation>
    </message>
    <message>
        <source>Take the smallest card of the bid back</source>
        <translation>Reprendre la plus petite carte de la mise</translation>
    </message>
    <message>
        <source>Take every card of the bid back</source>
        <translation>Reprendre toutes les cartes de la mise</translation>
    </message>
    <message>
        <source>Confirm the bid; with no bid to make, press what the focus frame is on</source>
        <translation>Valider la mise&#xa0;; sans mise à composer, appuyer sur ce qu’entoure le cadre de sélection</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>Move the focus frame over the cards and buttons</source>
        <translation>Déplacer le cadre de sélection sur les cartes et les boutons</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Press the card or button the focus frame is on</source>
        <translation>Appuyer sur la carte ou le bouton qu’entoure le cadre de sélection</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Influence</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Main departments</source>
        <translation>Services généraux</translation>
    </message>
    <message>
        <source>Corruption</source>
        <translation>Corruption</translation>
    </message>
    <message>
        <source>Motivation</source>
        <translation>Motivation</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour de jeu %1</translation>
    </message>
    <message>
        <source>service turn %1</source>
        <translation>tour de services %1</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>à %1 de jouer</translation>
    </message>
    <message>
        <source>Privileges first</source>
        <translation>D’abord les privilèges</translation>
    </message>
    <message>
        <source>division head</source>
        <translation>directeur</translation>
    </message>
    <message>
        <source>new</source>
        <comment>a department being founded, on its office</comment>
        <translation>nouveau</translation>
    </message>
    <message>
        <source>Board room</source>
        <translation>Salle du conseil</translation>
    </message>
    <message>
        <source>Event deck</source>
        <translation>Pioche d’événements</translation>
    </message>
    <message>
        <source>Your deck, next card first: </source>
        <translation>Votre pioche, prochaine carte d’abord&#xa0;: </translation>
    </message>
    <message>
        <source>Share certificates</source>
        <translation>Certificats d’actions</translation>
    </message>
    <message>
        <source>The Bonus Payment must come before the Director&apos;s Meeting.</source>
        <translation>Le Jour de prime doit précéder le Comité de direction.</translation>
    </message>
    <message>
        <source>The Director&apos;s Meeting cannot come before the 5th card.</source>
        <translation>Le Comité de direction ne peut pas venir avant la 5e carte.</translation>
    </message>
    <message>
        <source>The Bonus Payment and the Director&apos;s Meeting must still fit before the end: place them now.</source>
        <translation>Le Jour de prime et le Comité de direction doivent encore trouver leur place&#xa0;: placez-les maintenant.</translation>
    </message>
    <message>
        <source>Order the event deck: drag your cards onto the deck, next card first.</source>
        <translation>Classez la pioche d’événements&#xa0;: faites glisser vos cartes sur la pioche, la prochaine d’abord.</translation>
    </message>
    <message>
        <source>The Bonus Payment comes before the Director&apos;s Meeting, which comes 5th or later; the cards before it are the service turns. Only you see this order.</source>
        <translation>Le Jour de prime précède le Comité de direction, qui vient en 5e position ou plus loin&#xa0;; les cartes placées avant lui sont les tours de services. Cet ordre n’est visible que de vous.</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>La pioche</translation>
    </message>
    <message numerus="yes">
        <source>%n service turn(s) this round.</source>
        <translation>
            <numerusform>%n tour de services pour ce tour de jeu.</numerusform>
            <numerusform>%n tours de services pour ce tour de jeu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Retour aux jeux</translation>
    </message>
    <message>
        <source>%1 wins Power Struggle!</source>
        <translation>%1 remporte Power Struggle&#xa0;!</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Archenemy</source>
        <translation>Ennemi juré</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>of %1 victory points</source>
        <translation>sur %1 points de victoire</translation>
    </message>
    <message>
        <source>victory announced</source>
        <translation>victoire annoncée</translation>
    </message>
    <message>
        <source>reserve: %1</source>
        <translation>réserve&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1, face down until the next meeting</source>
        <translation>%1, face cachée jusqu’au prochain comité de direction</translation>
    </message>
    <message>
        <source>%1, bribed side up</source>
        <translation>%1, côté Corrompu visible</translation>
    </message>
    <message>
        <source>%1, director side up</source>
        <translation>%1, côté Direction visible</translation>
    </message>
    <message>
        <source>Archenemy cards, face down: only their owner knows them until a victory is announced.</source>
        <translation>Cartes ennemi juré, face cachée&#xa0;: seul leur propriétaire les connaît jusqu’à l’annonce d’une victoire.</translation>
    </message>
    <message>
        <source>≈ The money you can count: the open payments, and the bribes between the two of you. Other bribes stay secret.</source>
        <translation>≈ L’argent que vous pouvez compter&#xa0;: les paiements au vu de tous, et les dessous-de-table entre vous deux. Les autres dessous-de-table restent secrets.</translation>
    </message>
    <message>
        <source>money</source>
        <translation>argent</translation>
    </message>
    <message>
        <source>money (est.)</source>
        <translation>argent estimé</translation>
    </message>
    <message>
        <source>archenemy</source>
        <translation>ennemi juré</translation>
    </message>
    <message>
        <source>Archenemy: %1. Skills: %2.</source>
        <translation>Ennemi juré&#xa0;: %1. Compétences&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Move the focus frame over the targets and buttons</source>
        <translation>Déplacer le cadre de sélection sur les cibles et les boutons</translation>
    </message>
    <message>
        <source>Press the target or button the focus frame is on</source>
        <translation>Activer la cible ou le bouton sélectionné</translation>
    </message>
    <message>
        <source>Confirm, when the bar shows Confirm; otherwise press what the focus frame is on</source>
        <translation>Valider, quand la barre propose Valider&#xa0;; sinon appuyer sur ce qu’entoure le cadre de sélection</translation>
    </message>
    <message>
        <source>Cancel the decision being built</source>
        <translation>Annuler la décision en cours</translation>
    </message>
    <message>
        <source>Take back the last step, or the last event card placed on the deck</source>
        <translation>Reprendre la dernière étape, ou la dernière carte d’événement posée sur la pioche</translation>
    </message>
    <message>
        <source>A to G</source>
        <translation>A à G</translation>
    </message>
    <message>
        <source>Choose the form of action of that letter; where several share it, move the focus frame from one to the next</source>
        <translation>Choisir la forme d’action de cette lettre&#xa0;; si plusieurs la partagent, passer le cadre de sélection de l’une à l’autre</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Conseil&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hint: %1, then %2</source>
        <translation>Conseil&#xa0;: %1, puis %2</translation>
    </message>
    <message>
        <source>%1: confirm your decision or cancel it.</source>
        <translation>%1&#xa0;: validez votre décision ou annulez-la.</translation>
    </message>
    <message>
        <source>Confirm: %1</source>
        <translation>Confirmer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Effect: %1</source>
        <translation>Effet&#xa0;: %1</translation>
    </message>
    <message>
        <source>The deck is in order: confirm it, or take cards back.</source>
        <translation>La pioche est classée&#xa0;: confirmez, ou reprenez des cartes.</translation>
    </message>
    <message>
        <source>This office already has %1 employees, the most an office may hold.</source>
        <translation>Ce bureau compte déjà %1 employés, le maximum pour un bureau.</translation>
    </message>
    <message>
        <source>A new department in %1.</source>
        <translation>Un nouveau service en %1.</translation>
    </message>
    <message>
        <source>%1 offers you %2 for your %3 card. If you refuse, you lose an employee of their choice.</source>
        <translation>%1 vous offre %2 pour votre carte %3. Si vous refusez, vous perdez un employé de son choix.</translation>
    </message>
    <message>
        <source>%1 offers you %2 for your %3 card. You have no employee left: refusing costs you nothing.</source>
        <translation>%1 vous offre %2 pour votre carte %3. Vous n’avez plus d’employé&#xa0;: refuser ne vous coûte rien.</translation>
    </message>
    <message>
        <source>So far: %1</source>
        <translation>Jusqu’ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>Dev</source>
        <comment>privilege card: Development</comment>
        <translation>Dév</translation>
    </message>
    <message>
        <source>HR</source>
        <comment>privilege card: Human Resources</comment>
        <translation>RH</translation>
    </message>
    <message>
        <source>Comms</source>
        <comment>privilege card: Communications</comment>
        <translation>Com</translation>
    </message>
    <message>
        <source>Acct</source>
        <comment>privilege card: Accounting</comment>
        <translation>Compta</translation>
    </message>
    <message>
        <source>Legal</source>
        <comment>privilege card: Legal &amp; Patents</comment>
        <translation>Litiges</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <comment>privilege card: Controlling</comment>
        <translation>Contrôle</translation>
    </message>
    <message>
        <source>Chair</source>
        <comment>privilege card: Chairman</comment>
        <translation>PDG</translation>
    </message>
    <message>
        <source>A  Hire employees</source>
        <translation>A  Recruter des employés</translation>
    </message>
    <message>
        <source>B  Found (own employees)</source>
        <translation>B  Ouvrir (ses employés)</translation>
    </message>
    <message>
        <source>B  Found (new employees)</source>
        <translation>B  Ouvrir (nouveaux employés)</translation>
    </message>
    <message>
        <source>C  Move departments</source>
        <translation>C  Déménager des services</translation>
    </message>
    <message>
        <source>C  Merge departments</source>
        <translation>C  Fusionner des services</translation>
    </message>
    <message>
        <source>D  Resign as head</source>
        <translation>D  Démissionner</translation>
    </message>
    <message>
        <source>E  Bribe other players</source>
        <translation>E  Soudoyer d’autres joueurs</translation>
    </message>
    <message>
        <source>F  Buy influence</source>
        <translation>F  Acheter de l’influence</translation>
    </message>
    <message>
        <source>F  Buy main department</source>
        <translation>F  Acheter un service général</translation>
    </message>
    <message>
        <source>F  Hire a consultant</source>
        <translation>F  Engager un consultant</translation>
    </message>
    <message>
        <source>F  Buy shares</source>
        <translation>F  Acheter des actions</translation>
    </message>
    <message>
        <source>G  Development card</source>
        <translation>G  Carte Développement</translation>
    </message>
    <message>
        <source>G  Legal &amp; Patents card</source>
        <translation>G  Carte Litiges &amp; brevets</translation>
    </message>
    <message>
        <source>2 employees from the supply into your offices (more with Human Resources).</source>
        <translation>2 employés de la réserve générale dans vos bureaux (plus avec Ressources humaines).</translation>
    </message>
    <message>
        <source>1 or 2 new departments from 2 or more of your employees each; one of them becomes the head.</source>
        <translation>1 ou 2 nouveaux services d’au moins 2 de vos employés chacun&#xa0;; l’un d’eux devient le chef.</translation>
    </message>
    <message>
        <source>A new department with a manager and 1 employee from the supply; you may move your employees in.</source>
        <translation>Un nouveau service avec un cadre et 1 employé de la réserve générale&#xa0;; vous pouvez y déplacer vos employés.</translation>
    </message>
    <message>
        <source>Move 1 or 2 departments, or 1 main department, to another division.</source>
        <translation>Déménager 1 ou 2 services, ou 1 service général, vers une autre direction.</translation>
    </message>
    <message>
        <source>Two of your departments become a main department: 2 employees dismissed, +1 main-department point.</source>
        <translation>Deux de vos services deviennent un service général&#xa0;: 2 employés licenciés, +1 point de services généraux.</translation>
    </message>
    <message>
        <source>Your division head goes to the board (with his department heads) or the counsel track; your employees there are dismissed; the card turns face down.</source>
        <translation>Votre directeur rejoint le conseil d’administration (avec ses chefs de service) ou la piste de conseil&#xa0;; vos employés de cette direction sont licenciés&#xa0;; la carte est retournée face cachée.</translation>
    </message>
    <message>
        <source>Offer Pinats for another player&apos;s privilege card: +1 corruption.</source>
        <translation>Offrir des Pinats pour la carte de privilège d’un autre joueur&#xa0;: +1 corruption.</translation>
    </message>
    <message>
        <source>Dismiss 3 of your employees: +1 influence.</source>
        <translation>Licencier 3 de vos employés&#xa0;: +1 influence.</translation>
    </message>
    <message>
        <source>Pay 1,500,000 Pinats: a main department without employees, +1 main-department point.</source>
        <translation>Payer 1 500 000 Pinats&#xa0;: un service général sans employé, +1 point de services généraux.</translation>
    </message>
    <message>
        <source>Pay 2,000,000 Pinats: a consultant on a counsel space.</source>
        <translation>Payer 2 000 000 Pinats&#xa0;: un consultant sur une case de conseil.</translation>
    </message>
    <message>
        <source>Pay for a share certificate: its shares on the shares track.</source>
        <translation>Payer un certificat d’actions&#xa0;: ses actions sur la piste d’actions.</translation>
    </message>
    <message>
        <source>Take employees from opponents (or the supply) into your offices.</source>
        <translation>Débaucher des employés adverses (ou de la réserve générale) vers vos bureaux.</translation>
    </message>
    <message>
        <source>Dismiss your employees for as many influence points.</source>
        <translation>Licencier vos employés contre autant de points d’influence.</translation>
    </message>
    <message>
        <source>Your offices are full, or you have no department.</source>
        <translation>Vos bureaux sont pleins, ou vous n’avez aucun service.</translation>
    </message>
    <message>
        <source>This needs a free office and 2 of your employees.</source>
        <translation>Il faut un bureau libre et 2 de vos employés.</translation>
    </message>
    <message>
        <source>No division has a free office.</source>
        <translation>Aucune direction n’a de bureau libre.</translation>
    </message>
    <message>
        <source>This needs one of your departments and a free office in another division.</source>
        <translation>Il faut l’un de vos services et un bureau libre dans une autre direction.</translation>
    </message>
    <message>
        <source>This needs two of your departments (not main departments).</source>
        <translation>Il faut deux de vos services (pas des services généraux).</translation>
    </message>
    <message>
        <source>You head no division.</source>
        <translation>Vous ne dirigez aucune direction.</translation>
    </message>
    <message>
        <source>This needs 50,000 Pinats and a privilege card in front of another player.</source>
        <translation>Il faut 50 000 Pinats et une carte de privilège devant un autre joueur.</translation>
    </message>
    <message>
        <source>This needs 3 of your employees.</source>
        <translation>Il faut 3 de vos employés.</translation>
    </message>
    <message>
        <source>This costs 1,500,000 Pinats and needs a free office.</source>
        <translation>Cela coûte 1 500 000 Pinats et il faut un bureau libre.</translation>
    </message>
    <message>
        <source>This costs 2,000,000 Pinats.</source>
        <translation>Cela coûte 2 000 000 Pinats.</translation>
    </message>
    <message>
        <source>You cannot pay for any certificate left in the stock.</source>
        <translation>Vous ne pouvez payer aucun certificat encore disponible.</translation>
    </message>
    <message>
        <source>This needs the Development card face up in front of you and room in your offices.</source>
        <translation>Il faut la carte Développement face visible devant vous et de la place dans vos bureaux.</translation>
    </message>
    <message>
        <source>This needs the Legal &amp; Patents card face up in front of you and employees to dismiss.</source>
        <translation>Il faut la carte Litiges &amp; brevets face visible devant vous et des employés à licencier.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Initial placement</source>
        <translation>Placement initial</translation>
    </message>
    <message>
        <source>Director&apos;s meeting</source>
        <translation>Comité de direction</translation>
    </message>
    <message>
        <source>Service phase</source>
        <translation>Phase de services</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>1 Chairman steps down</source>
        <translation>1 Départ du PDG</translation>
    </message>
    <message>
        <source>2 New Chairman</source>
        <translation>2 Nouveau PDG</translation>
    </message>
    <message>
        <source>3 Division heads</source>
        <translation>3 Directeurs</translation>
    </message>
    <message>
        <source>4 Privilege cards</source>
        <translation>4 Cartes de privilège</translation>
    </message>
    <message>
        <source>5 Influence</source>
        <translation>5 Influence</translation>
    </message>
    <message>
        <source>6 Motivation</source>
        <translation>6 Motivation</translation>
    </message>
    <message>
        <source>7 Event deck</source>
        <translation>7 Pioche d’événements</translation>
    </message>
    <message>
        <source>I</source>
        <comment>influence</comment>
        <translation>I</translation>
    </message>
    <message>
        <source>S</source>
        <comment>shares</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>M</source>
        <comment>main departments</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>C</source>
        <comment>corruption</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>K</source>
        <comment>counsel</comment>
        <translation>Cs</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <comment>an archenemy skill: its letter and its name</comment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Offer %1</source>
        <translation>Offrir %1</translation>
    </message>
    <message>
        <source>Everyone is paid for certificates, departments, board seats and the Chairman.</source>
        <translation>Chacun touche une prime pour ses certificats, ses services, ses sièges au conseil et le PDG.</translation>
    </message>
    <message>
        <source>The round ends: the director&apos;s meeting begins.</source>
        <translation>Le tour de jeu s’arrête&#xa0;: le comité de direction commence.</translation>
    </message>
    <message>
        <source>Motivation goes down by 1.</source>
        <translation>La motivation baisse de 1.</translation>
    </message>
    <message>
        <source>Motivation goes down by 2.</source>
        <translation>La motivation baisse de 2.</translation>
    </message>
    <message>
        <source>Motivation goes up by 1.</source>
        <translation>La motivation monte de 1.</translation>
    </message>
    <message>
        <source>The deck&apos;s arranger pays 100,000 Pinats to each other player.</source>
        <translation>Celui qui a classé la pioche paie 100 000 Pinats à chaque autre joueur.</translation>
    </message>
    <message>
        <source>The Chairman leaves with 200,000 Pinats; the Chairman card turns face down.</source>
        <translation>Le PDG part avec 200 000 Pinats&#xa0;; la carte du PDG est retournée face cachée.</translation>
    </message>
    <message>
        <source>The Chairman and every division head except that of Communications pay 100,000 Pinats each.</source>
        <translation>Le PDG et les directeurs, sauf celui de la Communication, paient 100 000 Pinats chacun.</translation>
    </message>
    <message>
        <source>Each board member pays 100,000 Pinats.</source>
        <translation>Chaque membre du conseil paie 100 000 Pinats.</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Il ne se passe rien.</translation>
    </message>
    <message>
        <source>Any move will do: pick one at random.</source>
        <translation>N’importe quel coup fera l’affaire&#xa0;: jouez-en un au hasard.</translation>
    </message>
    <message>
        <source>Place it exactly where the site inspector showed.</source>
        <translation>La poser exactement là où l’inspecteur de chantier l’a montrée.</translation>
    </message>
    <message>
        <source>Spots tried: %1. This one meets the instruction; no other piece moves more than %2 mm.</source>
        <translation>Endroits essayés&#xa0;: %1. Celui-ci respecte l’instruction&#xa0;; aucune autre pièce ne bouge de plus de %2 mm.</translation>
    </message>
    <message>
        <source>Spots tried: %1. This one stands and leaves room for the next piece of the instruction.</source>
        <translation>Endroits essayés&#xa0;: %1. Celui-ci tient et laisse la place à la pièce suivante de la consigne.</translation>
    </message>
    <message>
        <source>Take the highest fallen piece off the way that shakes the rest of the site least (when tried, no other piece moved more than %1 mm).</source>
        <translation>Retirer la pièce tombée la plus haute de la façon qui secoue le moins le reste du chantier (à l’essai, aucune autre pièce n’a bougé de plus de %1 mm).</translation>
    </message>
    <message>
        <source>Spots tried: %1. This one stands and looks best for the next piece of the instruction, not tried yet.</source>
        <translation>Endroits essayés&#xa0;: %1. Celui-ci tient et semble le meilleur pour la pièce suivante de l’instruction, pas encore essayée.</translation>
    </message>
    <message>
        <source>Every spot I tried ends in an accident.</source>
        <translation>Chaque endroit essayé finit en accident.</translation>
    </message>
    <message>
        <source>Nothing I tried meets the instruction.</source>
        <translation>Rien de ce que j’ai essayé ne respecte l’instruction.</translation>
    </message>
    <message>
        <source>Two tries have missed: the site inspector will say whether anything meets the instruction.</source>
        <translation>Deux essais ont échoué&#xa0;: l’inspecteur de chantier dira si quelque chose respecte l’instruction.</translation>
    </message>
    <message>
        <source>Nothing I tried leaves a way to place the rest of the instruction.</source>
        <translation>Rien de ce que j’ai essayé ne laisse de place pour le reste de l’instruction.</translation>
    </message>
    <message>
        <source>Spots tried: %1. This one meets the instruction, and no other piece moves.</source>
        <translation>Endroits essayés&#xa0;: %1. Celui-ci respecte l’instruction, et aucune autre pièce ne bouge.</translation>
    </message>
    <message>
        <source>Spots tried: %1. None met the instruction for sure; this one stands best: try it and see.</source>
        <translation>Endroits essayés&#xa0;: %1. Aucun n’est sûr de respecter l’instruction&#xa0;; celui-ci tient le mieux&#xa0;: à essayer pour voir.</translation>
    </message>
    <message>
        <source>Every way of taking the highest fallen piece off makes a fall: take this one off first (when tried, no other piece moved more than %1 mm).</source>
        <translation>Retirer la pièce tombée la plus haute, de quelque façon que ce soit, fait tomber quelque chose&#xa0;: retirer d’abord celle-ci (à l’essai, aucune autre pièce n’a bougé de plus de %1 mm).</translation>
    </message>
    <message>
        <source>Take the highest fallen piece off the way that shakes the rest of the site least: when tried, no other piece moved.</source>
        <translation>Retirer la pièce tombée la plus haute de la façon qui secoue le moins le reste du chantier&#xa0;: à l’essai, aucune autre pièce n’a bougé.</translation>
    </message>
    <message>
        <source>Every way of taking the highest fallen piece off makes a fall: take this one off first; when tried, no other piece moved.</source>
        <translation>Retirer la pièce tombée la plus haute, de quelque façon que ce soit, fait tomber quelque chose&#xa0;: retirer d’abord celle-ci&#xa0;; à l’essai, aucune autre pièce n’a bougé.</translation>
    </message>
    <message>
        <source>The inspector has withdrawn and no spot I tried works: let it go over the middle and see.</source>
        <translation>L’inspecteur s’est retiré et aucun endroit essayé ne convient&#xa0;: la lâcher au-dessus du milieu et voir.</translation>
    </message>
    <message>
        <source>Taking the fallen support away would shake the site more than leaving it.</source>
        <translation>Retirer le pilier tombé secouerait davantage le chantier que de le laisser.</translation>
    </message>
    <message>
        <source>No card in my hand makes the instruction clearly easier.</source>
        <translation>Aucune carte de ma main ne rend l’instruction nettement plus facile.</translation>
    </message>
    <message>
        <source>This Foreman card makes the instruction clearly easier.</source>
        <translation>Cette carte de contremaître rend l’instruction nettement plus facile.</translation>
    </message>
    <message>
        <source>I found a spot that meets the instruction, and the Foreman cards are worth keeping.</source>
        <translation>J’ai trouvé un endroit qui respecte l’instruction, et mes cartes de contremaître valent la peine d’être gardées.</translation>
    </message>
    <message>
        <source>I found no spot that meets the instruction as it stands, and one with this Foreman card.</source>
        <translation>Je n’ai trouvé aucun endroit qui respecte l’instruction telle quelle, et j’en ai trouvé un avec cette carte de contremaître.</translation>
    </message>
    <message>
        <source>I found no spot that meets the instruction, nor one for any card in my hand: I keep the cards, and the site inspector may find one.</source>
        <translation>Je n’ai trouvé d’endroit qui respecte l’instruction ni pour elle, ni pour aucune carte de ma main&#xa0;: je garde les cartes, et l’inspecteur de chantier en trouvera peut-être un.</translation>
    </message>
    <message>
        <source>An action picked at random, without weighing it.</source>
        <translation>Une action prise au hasard, sans la peser.</translation>
    </message>
    <message>
        <source>Playing for %1: of %2 moves I can make, this one leaves me best placed against the best of the others.</source>
        <translation>Objectif&#xa0;: %1. Des %2 coups possibles, celui-ci me place le mieux face au meilleur des autres.</translation>
    </message>
    <message>
        <source>Go on with the action already planned.</source>
        <translation>Poursuivre l’action déjà prévue.</translation>
    </message>
    <message>
        <source>Only one way to go from here.</source>
        <translation>Il n’y a qu’un chemin possible d’ici.</translation>
    </message>
    <message>
        <source>Playing for %1: one move stands out from the others here, no need to look further ahead.</source>
        <translation>Objectif&#xa0;: %1. Un coup se détache nettement des autres ici, inutile de regarder plus loin.</translation>
    </message>
    <message>
        <source>Playing for %1. In %2 imagined games where everyone plays his best move, this line gives me %3% of the win; the next best of the %4 lines I compared, %5%.</source>
        <translation>Objectif&#xa0;: %1. Sur %2 parties imaginées où chacun joue son meilleur coup, cette ligne me donne %3&#xa0;% de la victoire&#xa0;; la suivante des %4 lignes que j’ai comparées, %5&#xa0;%.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>Boss Rita</source>
        <translation>Chef Rita</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Comment</translation>
    </message>
    <message>
        <source>Card %1, its back. Played on the draw pile, it changes what to add: %2.</source>
        <translation>Carte %1, son dos. Jouée sur la pioche, elle change ce qu’il faut ajouter&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Card %1, its front. Played on the discard pile, it changes how: %2.</source>
        <translation>Carte %1, sa face. Jouée sur la défausse, elle change comment placer&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Supports</source>
        <translation>Piliers</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Ouvriers</translation>
    </message>
    <message>
        <source>Bricks</source>
        <translation>Briques</translation>
    </message>
    <message>
        <source>Beams</source>
        <translation>Madriers</translation>
    </message>
    <message>
        <source>Orange girders</source>
        <translation>Poutres orange</translation>
    </message>
    <message>
        <source>Purple girders</source>
        <translation>Poutres violettes</translation>
    </message>
    <message>
        <source>Black girders</source>
        <translation>Poutres noires</translation>
    </message>
    <message>
        <source>White girders</source>
        <translation>Poutres blanches</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 Employee of the Month award(s)</source>
        <translation>
            <numerusform>%n titre Ouvrier du mois sur %1</numerusform>
            <numerusform>%n titres Ouvrier du mois sur %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Foreman card(s) in hand</source>
        <translation>
            <numerusform>%n carte de contremaître en main</numerusform>
            <numerusform>%n cartes de contremaître en main</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Your Foreman cards</source>
        <translation>Vos cartes de contremaître</translation>
    </message>
    <message>
        <source>The clean-up first: the next instruction card comes after it.</source>
        <translation>D’abord le nettoyage&#xa0;: la carte instruction suivante vient après.</translation>
    </message>
    <message>
        <source>Boss Rita has come: the highest piece earns Employee of the Month.</source>
        <translation>Chef Rita est arrivée&#xa0;: la pièce la plus haute vaut le titre d’Ouvrier du mois.</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Press and drag on the site</source>
        <translation>Appuyer et glisser sur le chantier</translation>
    </message>
    <message>
        <source>Take the chosen piece there and move it; release to let go</source>
        <translation>Prendre la pièce choisie à cet endroit et la déplacer&#xa0;; relâcher pour la lâcher</translation>
    </message>
    <message>
        <source>Click on the site</source>
        <translation>Cliquer sur le chantier</translation>
    </message>
    <message>
        <source>Take the chosen piece there; click again to let go</source>
        <translation>Y prendre la pièce choisie&#xa0;; cliquer de nouveau pour la lâcher</translation>
    </message>
    <message>
        <source>Wheel, Q, E</source>
        <translation>Molette, A (ou Q), E</translation>
    </message>
    <message>
        <source>Turn the held piece</source>
        <translation>Tourner la pièce tenue</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Move the held piece; without one, move the view</source>
        <translation>Déplacer la pièce tenue&#xa0;; sans pièce, déplacer la vue</translation>
    </message>
    <message>
        <source>Take the chosen piece above the site, or let go of the held one</source>
        <translation>Prendre la pièce choisie au-dessus du chantier, ou lâcher celle qu’on tient</translation>
    </message>
    <message>
        <source>Right click, Esc</source>
        <translation>Clic droit, Échap</translation>
    </message>
    <message>
        <source>Put the held piece back in the reserve</source>
        <translation>Remettre la pièce tenue dans la réserve</translation>
    </message>
    <message>
        <source>Ctrl+wheel, +, -</source>
        <translation>Ctrl+molette, +, -</translation>
    </message>
    <message>
        <source>Zoom the site</source>
        <translation>Zoomer sur le chantier</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Fit the whole site in view</source>
        <translation>Voir tout le chantier</translation>
    </message>
    <message>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <source>Call the site inspector</source>
        <translation>Appeler l’inspecteur de chantier</translation>
    </message>
    <message>
        <source>Middle button drag</source>
        <translation>Glisser avec le bouton du milieu</translation>
    </message>
    <message>
        <source>Move the view (the left button too when there is no piece to take)</source>
        <translation>Déplacer la vue (avec le bouton gauche aussi quand il n’y a pas de pièce à prendre)</translation>
    </message>
    <message>
        <source>Take %1 carrying %2</source>
        <translation>Prendre %1 portant %2</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Prendre %1</translation>
    </message>
    <message>
        <source>leave %1 where it lies</source>
        <translation>laisser %1 sur place</translation>
    </message>
    <message>
        <source>highest piece</source>
        <translation>pièce la plus haute</translation>
    </message>
    <message>
        <source>Use the beginner site</source>
        <translation>Prendre le chantier débutant</translation>
    </message>
    <message>
        <source>%1 (the same instruction)</source>
        <translation>%1 (la même instruction)</translation>
    </message>
    <message>
        <source>Click the fallen piece, outlined in blue, to put it back in the reserve, or use the button.</source>
        <translation>Cliquez sur la pièce tombée, entourée de bleu, pour la remettre dans la réserve, ou utilisez le bouton.</translation>
    </message>
    <message>
        <source>Click each fallen piece, outlined in red (the next one in blue), to put it back in the reserve, or use the button for the blue one.</source>
        <translation>Cliquez sur chaque pièce tombée, entourée de rouge (la prochaine de bleu), pour la remettre dans la réserve, ou utilisez le bouton pour la bleue.</translation>
    </message>
    <message>
        <source>To leave a support, or a girder you set back on the site, hold Shift as you let go.</source>
        <translation>Pour laisser un pilier, ou une poutre que vous avez reposée sur le chantier, gardez Maj enfoncée en relâchant.</translation>
    </message>
    <message numerus="yes">
        <source>Careful: %n piece(s) of the site (outlined in orange) rest on the one outlined in blue, and may fall as it comes off.</source>
        <translation>
            <numerusform>Attention&#xa0;: %n pièce du chantier (entourée en orange) repose sur celle entourée en bleu et peut tomber quand vous l’enlèverez.</numerusform>
            <numerusform>Attention&#xa0;: %n pièces du chantier (entourées en orange) reposent sur celle entourée en bleu et peuvent tomber quand vous l’enlèverez.</numerusform>
        </translation>
    </message>
    <message>
        <source>The hook takes only the fallen pieces, outlined in red.</source>
        <translation>Le crochet ne prend que les pièces tombées, entourées de rouge.</translation>
    </message>
    <message>
        <source>The piece is in your hand: move it, turn it and click again to let go; Esc puts it back.</source>
        <translation>La pièce est dans votre main&#xa0;: déplacez-la, tournez-la et cliquez de nouveau pour la lâcher&#xa0;; Échap la remet en place.</translation>
    </message>
    <message>
        <source>No room here: press higher up.</source>
        <translation>Pas de place ici&#xa0;: appuyez plus haut.</translation>
    </message>
    <message>
        <source>Drag the piece, turn it with the wheel (or Q and E) and release the button to set it down; Esc puts it back.</source>
        <translation>Glissez la pièce, tournez-la avec la molette (ou A et E) et relâchez le bouton pour la poser&#xa0;; Échap la remet en place.</translation>
    </message>
    <message>
        <source>The hard bot says: “%1”</source>
        <translation>Le robot difficile dit&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Press on the site where the piece should appear, drag it there and let go.</source>
        <translation>Appuyez sur le chantier là où la pièce doit apparaître, glissez-la à sa place et relâchez.</translation>
    </message>
    <message>
        <source>Card %1 on the draw pile: %2</source>
        <translation>Carte %1 sur la pioche&#xa0;: %2</translation>
    </message>
    <message>
        <source>Card %1 on the discard pile: %2</source>
        <translation>Carte %1 sur la défausse&#xa0;: %2</translation>
    </message>
    <message>
        <source>Keep the instruction</source>
        <translation>Garder l’instruction</translation>
    </message>
    <message>
        <source>put %1 back in the reserve</source>
        <translation>remettre %1 dans la réserve</translation>
    </message>
    <message>
        <source>The site inspector is looking for a way to do it…</source>
        <translation>L’inspecteur de chantier cherche une façon d’y arriver…</translation>
    </message>
    <message>
        <source>Your hand is tiring: let go within ten seconds or the piece goes back.</source>
        <translation>Votre main se fatigue&#xa0;: lâchez la pièce dans les dix secondes, sinon elle retourne dans la réserve.</translation>
    </message>
    <message>
        <source>You held the piece for two minutes: it went back to the reserve. Take it again.</source>
        <translation>Vous avez tenu la pièce deux minutes&#xa0;: elle est retournée dans la réserve. Reprenez-la.</translation>
    </message>
    <message>
        <source>The piece is let go: the site settles.</source>
        <translation>La pièce est lâchée&#xa0;: le chantier se stabilise.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Conseil&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 and %2 reveal their bids…</source>
        <translation>%1 et %2 révèlent leurs mises…</translation>
    </message>
    <message>
        <source>Nothing this time, whatever the duel is worth.</source>
        <translation>Rien cette fois, quoi que vaille le duel.</translation>
    </message>
    <message>
        <source>Climbing is worth about %1 here: a bid of about that, give or take, whatever the opponent does.</source>
        <translation>Monter rapporte ici environ %1&#xa0;: une mise d’à peu près cela, quoi que fasse l’adversaire.</translation>
    </message>
    <message>
        <source>Half the time the opponent bids %1 or less; this bid wins the duel %2% of the time.</source>
        <translation>Une fois sur deux, l’adversaire mise %1 ou moins&#xa0;; cette mise gagne le duel dans %2&#xa0;% des cas.</translation>
    </message>
    <message>
        <source>Half the time the opponent bids %1 or less. This bid wins %2% of the time and ties %3%: a gamble worth its cost.</source>
        <translation>Une fois sur deux, l’adversaire mise %1 ou moins. Cette mise gagne dans %2&#xa0;% des cas et fait égalité dans %3&#xa0;%&#xa0;: un pari qui vaut son prix.</translation>
    </message>
    <message>
        <source>Half the time the opponent bids nothing; this bid wins the duel %1% of the time.</source>
        <translation>Une fois sur deux, l’adversaire ne mise rien&#xa0;; cette mise gagne le duel dans %1&#xa0;% des cas.</translation>
    </message>
    <message>
        <source>The opponent most likely bids nothing either: neither duellist wants to pay for this duel yet.</source>
        <translation>L’adversaire ne mise sans doute rien non plus&#xa0;: aucun des deux ne veut encore payer ce duel.</translation>
    </message>
    <message>
        <source>Half the time the opponent bids %1 or more; in the final the losing bid is paid too, so this bid risks little.</source>
        <translation>Une fois sur deux, l’adversaire mise %1 ou plus&#xa0;; en finale la mise perdante va aussi sur le toit&#xa0;: cette mise risque peu.</translation>
    </message>
    <message>
        <source>Half the time the opponent bids %1 or more; the cards are better kept for the duels of the other figures.</source>
        <translation>Une fois sur deux, l’adversaire mise %1 ou plus&#xa0;; mieux vaut garder les cartes pour les duels des autres pions.</translation>
    </message>
    <message>
        <source>Half the time the opponent bids %1 or more; outbidding that is not worth it, and the kitchen pays the loser the difference.</source>
        <translation>Une fois sur deux, l’adversaire mise %1 ou plus&#xa0;; surenchérir ne vaut pas la peine, et la cuisine paie la différence au perdant.</translation>
    </message>
    <message>
        <source>The opponent has bid wildly so far and may bid anything up to %1: this bid wins the duel %2% of the time.</source>
        <translation>L’adversaire a misé n’importe comment jusqu’ici et peut miser jusqu’à %1&#xa0;: cette mise gagne le duel dans %2&#xa0;% des cas.</translation>
    </message>
    <message>
        <source>The opponent has bid wildly so far and may bid anything up to %1: this bid wins %2% of the time and ties %3%.</source>
        <translation>L’adversaire a misé n’importe comment jusqu’ici et peut miser jusqu’à %1&#xa0;: cette mise gagne dans %2&#xa0;% des cas et fait égalité dans %3&#xa0;%.</translation>
    </message>
    <message>
        <source>The opponent has bid wildly so far and may bid anything up to %1: let them overpay; this bid wins %2% of the time.</source>
        <translation>L’adversaire a misé n’importe comment jusqu’ici et peut miser jusqu’à %1&#xa0;: autant lui faire payer le prix fort&#xa0;; cette mise gagne dans %2&#xa0;% des cas.</translation>
    </message>
    <message>
        <source>Whole site</source>
        <translation>Tout le chantier</translation>
    </message>
    <message>
        <source>Fit the whole site in view (F)</source>
        <translation>Voir tout le chantier (F)</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>des points de victoire</translation>
    </message>
    <message>
        <source>progress in %1</source>
        <translation>des progrès en %1</translation>
    </message>
    <message>
        <source>the archenemy point</source>
        <translation>le point d’ennemi juré</translation>
    </message>
    <message>
        <source>departments and employees</source>
        <translation>des services et des employés</translation>
    </message>
    <message>
        <source>Pinats</source>
        <translation>des Pinats</translation>
    </message>
    <message>
        <source>spaces on the counsel track</source>
        <translation>des cases de la piste de conseil</translation>
    </message>
    <message>
        <source>Accepting brings me %1, worth more to me than what refusing keeps: accept.</source>
        <translation>Accepter m’apporte %1, ce qui compte plus pour moi que ce que refuser me garde&#xa0;: j’accepte.</translation>
    </message>
    <message>
        <source>Refusing keeps %1, worth more to me than the bribe: refuse.</source>
        <translation>Refuser me garde %1, ce qui compte plus pour moi que le dessous-de-table&#xa0;: je refuse.</translation>
    </message>
    <message>
        <source>the majority in %1</source>
        <translation>la majorité dans la direction %1</translation>
    </message>
    <message>
        <source>the %1 privilege card</source>
        <translation>la carte de privilège %1</translation>
    </message>
    <message>
        <source>seats on the board</source>
        <translation>des sièges au conseil d’administration</translation>
    </message>
    <message>
        <source>division heads</source>
        <translation>des postes de directeur</translation>
    </message>
    <message>
        <source>holding back the strongest of the others (%1)</source>
        <translation>freiner le plus fort des autres (%1)</translation>
    </message>
    <message>
        <source>time</source>
        <translation>gagner du temps</translation>
    </message>
    <message>
        <source>%1 service turns before the Director&apos;s Meeting, and the cards that would hurt me after it, where they are never revealed.</source>
        <translation>%1 tours de services avant le Comité de direction, et après lui les cartes qui me nuiraient, là où elles ne sont jamais révélées.</translation>
    </message>
    <message>
        <source>Falls in motivation first, for my %1 privilege card; %2 service turns before the Director&apos;s Meeting, and the cards that would hurt me after it, where they are never revealed.</source>
        <translation>Les baisses de motivation d’abord, pour ma carte de privilège %1&#xa0;; %2 tours de services avant le Comité de direction, et après lui les cartes qui me nuiraient, là où elles ne sont jamais révélées.</translation>
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
        <source>Pass the screen to %1.</source>
        <translation>Passez l’écran à %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Hint: the hard bot is thinking…</source>
        <translation>Conseil&#xa0;: le robot difficile réfléchit…</translation>
    </message>
    <message>
        <source>No hint this time: the hard bot could not work one out.</source>
        <translation>Pas de conseil cette fois&#xa0;: le robot difficile n’a pas su en trouver un.</translation>
    </message>
    <message>
        <source>Hint from the hard bot: %1.</source>
        <translation>Conseil du robot difficile&#xa0;: %1.</translation>
    </message>
    <message>
        <source>(%1: “%2”)</source>
        <translation>(%1&#xa0;: «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>What happened before is not known: the save this game was opened from did not keep it.</source>
        <translation>Ce qui s’est passé avant n’est pas connu&#xa0;: la sauvegarde dont vient cette partie ne l’a pas gardé.</translation>
    </message>
    <message>
        <source>The bots&apos; reasons are told for the moves they made in this window since the setting was on: saves do not keep them.</source>
        <translation>Les raisons des robots sont données pour les coups joués dans cette fenêtre depuis que le réglage est activé&#xa0;: les sauvegardes ne les gardent pas.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
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
        <translation>Reprendre la dernière partie là où vous l’avez laissée</translation>
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
        <source>You have begun an action that is not played yet. If you leave now, the game is kept as it was before this action, and the action starts afresh when you continue.</source>
        <translation>Vous avez commencé une action qui n’est pas encore jouée. Si vous quittez maintenant, la partie est gardée telle qu’elle était avant cette action, et l’action reprend au début quand vous continuez.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a game this version cannot show yet.</source>
        <translation>«&#xa0;%1&#xa0;» est une partie d’un jeu que cette version ne sait pas encore afficher.</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Fichiers de type&#xa0;:</translation>
    </message>
    <message>
        <source>Ludothèque saves (%1)</source>
        <translation>Parties Ludothèque (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie sauvegardée</translation>
    </message>
    <message>
        <source>Game exported to &quot;%1&quot;.</source>
        <translation>Partie exportée vers «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Export this game</source>
        <translation>Exporter cette partie</translation>
    </message>
    <message>
        <source>Game saved, but not the action you have begun: it starts afresh when you continue.</source>
        <translation>Partie sauvegardée, sans l’action commencée&#xa0;: elle sera à refaire quand vous reprendrez la partie.</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>Partie sauvegardée.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Aucune partie n’est en cours.</translation>
    </message>
    <message>
        <source>Take back your last move, and the bots&apos; moves since.</source>
        <translation>Annuler votre dernier coup, et les coups des robots joués depuis.</translation>
    </message>
    <message>
        <source>Nothing to undo until a player has taken the screen.</source>
        <translation>Rien à annuler avant que quelqu’un ait pris l’écran.</translation>
    </message>
    <message>
        <source>The screen is passed on: the moves before the cover cannot be taken back.</source>
        <translation>L’écran est passé au joueur suivant&#xa0;: les coups joués avant ne peuvent plus être annulés.</translation>
    </message>
    <message>
        <source>Nothing to undo yet: you have not made a move.</source>
        <translation>Rien à annuler pour l’instant&#xa0;: vous n’avez pas encore joué.</translation>
    </message>
    <message>
        <source>Moves made before this game was opened cannot be taken back.</source>
        <translation>Les coups joués avant l’ouverture de cette partie ne peuvent pas être annulés.</translation>
    </message>
    <message>
        <source>Something was drawn or revealed since your last move: it cannot be taken back.</source>
        <translation>Depuis votre dernier coup, quelque chose a été tiré au sort ou révélé&#xa0;: ce coup ne peut plus être annulé.</translation>
    </message>
    <message>
        <source>Another player has played since your last move: it cannot be taken back.</source>
        <translation>Quelqu’un d’autre a joué depuis votre dernier coup&#xa0;: ce coup ne peut plus être annulé.</translation>
    </message>
    <message>
        <source>Ludothèque</source>
        <translation>Ludothèque</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Quitter la partie</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation>&amp;Ouvrir une partie sauvegardée…</translation>
    </message>
    <message>
        <source>&amp;Export this game…</source>
        <translation>&amp;Exporter cette partie…</translation>
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
        <source>A good move for you, and why (H)</source>
        <translation>Un bon coup pour vous, et pourquoi (H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Back to the games</source>
        <translation>&amp;Retour aux jeux</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Continue last game</source>
        <translation>&amp;Continuer la dernière partie</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Language and animations…</source>
        <translation>&amp;Langue et animations…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
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
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>vermillon</translation>
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
        <source>bot (%1)</source>
        <translation>robot (%1)</translation>
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
        <translation>Passez l’écran à %1</translation>
    </message>
    <message>
        <source>The others look away: what follows is for %1&apos;s eyes only.</source>
        <translation>Les autres détournent les yeux&#xa0;: la suite est réservée aux yeux de %1.</translation>
    </message>
    <message>
        <source>I am %1: show my game</source>
        <translation>Je suis %1&#xa0;: montrer mon jeu</translation>
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
        <source>%1 bot</source>
        <comment>a bot&apos;s level, then bot</comment>
        <translation>robot %1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete &quot;%1&quot; for good?</source>
        <translation>Supprimer «&#xa0;%1&#xa0;» définitivement&#xa0;?</translation>
    </message>
    <message>
        <source>made by a newer version of Ludothèque</source>
        <translation>faite par une version plus récente de Ludothèque</translation>
    </message>
    <message>
        <source>Delete the game of %1 from %2 for good?</source>
        <translation>Supprimer définitivement la partie de %1 du %2&#xa0;?</translation>
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
    <message>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <source>Tell in the log why the bots play their moves</source>
        <translation>Dire dans «&#xa0;Ce qui s’est passé&#xa0;» pourquoi les robots jouent leurs coups</translation>
    </message>
    <message>
        <source>In a game with people they are told once it is over: a reason could give away a choice the rules keep hidden, such as a bid not yet shown.</source>
        <translation>Dans une partie avec des personnes, les raisons des robots sont dites une fois la partie finie&#xa0;: une raison pourrait trahir un choix que les règles gardent caché, comme une mise pas encore montrée.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>Move between the buttons</source>
        <translation>Passer d’un bouton à l’autre</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Entrée, Espace</translation>
    </message>
    <message>
        <source>Press the focused button</source>
        <translation>Appuyer sur le bouton sélectionné</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Table de %1</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Les jeux</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Effet</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>No finished game yet.</source>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
    <message>
        <source>Each player of each game counts once: two people in one game are two human players.</source>
        <translation>Chaque joueur de chaque partie compte une fois&#xa0;: deux personnes dans une même partie font deux joueurs humains.</translation>
    </message>
    <message>
        <source>Finished games in all: %1</source>
        <translation>Parties terminées en tout&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 bot</source>
        <comment>a bot&apos;s level, then bot</comment>
        <translation>robot %1</translation>
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
        <source>Player type</source>
        <translation>Type de joueur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Gagnants</translation>
    </message>
    <message>
        <source>Win share</source>
        <translation>Part de victoires</translation>
    </message>
</context>
<context>
    <name>UnsavedMark</name>
    <message>
        <source>Not saved</source>
        <translation>Non sauvegardé</translation>
    </message>
</context>
</TS>
