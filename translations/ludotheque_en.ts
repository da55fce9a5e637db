<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
<context>
    <name />
    <message>
        <source>Player %1 (%2)</source>
        <translation>Player %1 (%2)</translation>
    </message>
    <message>
        <source>human</source>
        <translation>human</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <source>the steps</source>
        <translation>the steps</translation>
    </message>
    <message>
        <source>the ground floor</source>
        <translation>the ground floor</translation>
    </message>
    <message>
        <source>the first floor</source>
        <translation>the first floor</translation>
    </message>
    <message>
        <source>the second floor</source>
        <translation>the second floor</translation>
    </message>
    <message>
        <source>the boss's suite</source>
        <translation>the boss's suite</translation>
    </message>
    <message>
        <source>%1's figure climbs to the ground floor.</source>
        <translation>%1's figure climbs to the ground floor.</translation>
    </message>
    <message>
        <source>%1's figure climbs to the first floor.</source>
        <translation>%1's figure climbs to the first floor.</translation>
    </message>
    <message>
        <source>%1's figure climbs to the second floor.</source>
        <translation>%1's figure climbs to the second floor.</translation>
    </message>
    <message>
        <source>%1's figure takes the boss's suite.</source>
        <translation>%1's figure takes the boss's suite.</translation>
    </message>
    <message>
        <source>The figures take their places on the steps: %1.</source>
        <translation>The figures take their places on the steps: %1.</translation>
    </message>
    <message>
        <source>The kitchen is laid out: %1 (%2 points).</source>
        <translation>The kitchen is laid out: %1 (%2 points).</translation>
    </message>
    <message>
        <source>The supply ran short; %1 came from the roof.</source>
        <translation>The supply ran short; %1 came from the roof.</translation>
    </message>
    <message>
        <source>%1 has chosen a bid.</source>
        <translation>%1 has chosen a bid.</translation>
    </message>
    <message>
        <source>Duel on %1: %2 bids %3 (%4), %5 bids %6 (%7).</source>
        <translation>Duel on %1: %2 bids %3 (%4), %5 bids %6 (%7).</translation>
    </message>
    <message>
        <source>%1 wins the duel by lot.</source>
        <translation>%1 wins the duel by lot.</translation>
    </message>
    <message>
        <source>%1 wins the duel.</source>
        <translation>%1 wins the duel.</translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n point(s) on the roof.</source>
        <translation>
            <numerusform>%1 puts %n point on the roof.</numerusform>
            <numerusform>%1 puts %n points on the roof.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses the final and puts %n point(s) on the roof too.</source>
        <translation>
            <numerusform>%1 loses the final and puts %n point on the roof too.</numerusform>
            <numerusform>%1 loses the final and puts %n points on the roof too.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has no opponent and puts %n point(s) on the roof.</source>
        <translation>
            <numerusform>%1 has no opponent and puts %n point on the roof.</numerusform>
            <numerusform>%1 has no opponent and puts %n points on the roof.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n point(s) from the kitchen.</source>
        <translation>
            <numerusform>%1 takes %n point from the kitchen.</numerusform>
            <numerusform>%1 takes %n points from the kitchen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The kitchen had no more.</source>
        <translation>The kitchen had no more.</translation>
    </message>
    <message>
        <source>A tie at %1: each duellist puts %2 on the roof and the duel starts again.</source>
        <translation>A tie at %1: each duellist puts %2 on the roof and the duel starts again.</translation>
    </message>
    <message>
        <source>Nobody bid anything: the duel starts again.</source>
        <translation>Nobody bid anything: the duel starts again.</translation>
    </message>
    <message>
        <source>Two figures of %1 meet: one climbs without a duel.</source>
        <translation>Two figures of %1 meet: one climbs without a duel.</translation>
    </message>
    <message numerus="yes">
        <source>The roof is dealt into nine piles of %n card(s).</source>
        <translation>
            <numerusform>The roof is dealt into nine piles of %n card.</numerusform>
            <numerusform>The roof is dealt into nine piles of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %n pile(s) worth %2 points.</source>
        <translation>
            <numerusform>%1 receives %n pile worth %2 points.</numerusform>
            <numerusform>%1 receives %n piles worth %2 points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in hand + %3 in piles = %4.</source>
        <translation>%1: %2 in hand + %3 in piles = %4.</translation>
    </message>
    <message>
        <source>No figure in the building: cannot win.</source>
        <translation>No figure in the building: cannot win.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 wins.</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Shared win: %1.</translation>
    </message>
    <message>
        <source>Buro Crazy</source>
        <translation>Buro Crazy</translation>
    </message>
</context>
</TS>
