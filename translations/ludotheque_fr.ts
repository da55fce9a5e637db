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
</context>
</TS>
