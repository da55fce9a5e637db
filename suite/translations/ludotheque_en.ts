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
        <source>The kitchen cannot pay %1: %2 gets nothing.</source>
        <translation>The kitchen cannot pay %1: %2 gets nothing.</translation>
    </message>
    <message>
        <source>%1 bids nothing</source>
        <translation>%1 bids nothing</translation>
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
        <source>Duel %1: %2, %3.</source>
        <translation>Duel %1: %2, %3.</translation>
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
        <source>on the steps</source>
        <translation>on the steps</translation>
    </message>
    <message>
        <source>on the ground floor</source>
        <translation>on the ground floor</translation>
    </message>
    <message>
        <source>on the first floor</source>
        <translation>on the first floor</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n point(s) of the %2 owed from the kitchen: it could pay no more.</source>
        <translation>
            <numerusform>%1 takes %n point of the %2 owed from the kitchen: it could pay no more.</numerusform>
            <numerusform>%1 takes %n points of the %2 owed from the kitchen: it could pay no more.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bids %2</source>
        <translation>%1 bids %2</translation>
    </message>
    <message>
        <source>an empty space</source>
        <translation>an empty space</translation>
    </message>
    <message>
        <source>%1 loses the final and, having bid nothing, puts nothing on the roof.</source>
        <translation>%1 loses the final and, having bid nothing, puts nothing on the roof.</translation>
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
        <source>The piles are being dealt.</source>
        <translation>The piles are being dealt.</translation>
    </message>
    <message>
        <source>%1: choose your bid against %2 for the duel %3.</source>
        <translation>%1: choose your bid against %2 for the duel %3.</translation>
    </message>
    <message>
        <source>the piles are being dealt</source>
        <translation>the piles are being dealt</translation>
    </message>
    <message>
        <source>duel %1 of %2</source>
        <translation>duel %1 of %2</translation>
    </message>
    <message>
        <source>bid nothing</source>
        <translation>bid nothing</translation>
    </message>
    <message>
        <source>a draw of chance</source>
        <translation>a draw of chance</translation>
    </message>
    <message>
        <source>in the final</source>
        <translation>in the final</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>bid %1</translation>
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
    <message>
        <source>Kitchen</source>
        <translation>Kitchen</translation>
    </message>
    <message>
        <source>The kitchen is laid out with %1 points.</source>
        <translation>The kitchen is laid out with %1 points.</translation>
    </message>
    <message>
        <source>The ground-floor duels begin, from right to left: the kitchen is reset to %1 points.</source>
        <translation>The ground-floor duels begin, from right to left: the kitchen is reset to %1 points.</translation>
    </message>
    <message>
        <source>The first-floor duels begin: the kitchen is reset to %1 points.</source>
        <translation>The first-floor duels begin: the kitchen is reset to %1 points.</translation>
    </message>
    <message>
        <source>The final begins: the kitchen is reset to %1 points.</source>
        <translation>The final begins: the kitchen is reset to %1 points.</translation>
    </message>
    <message>
        <source>The supply ran short: %1 points came from the roof.</source>
        <translation>The supply ran short: %1 points came from the roof.</translation>
    </message>
    <message>
        <source>0 against 0 for the third time in a row: the lot decides who climbs.</source>
        <translation>0 against 0 for the third time in a row: the lot decides who climbs.</translation>
    </message>
    <message>
        <source>0 against 0: nobody bid anything, so the duel starts again. After three in a row, the lot decides.</source>
        <translation>0 against 0: nobody bid anything, so the duel starts again. After three in a row, the lot decides.</translation>
    </message>
    <message>
        <source>%1 wins the final %2 to %3 and takes the boss's suite. In the final the loser's bid goes on the roof too; %4 gets %5 from the kitchen.</source>
        <translation>%1 wins the final %2 to %3 and takes the boss's suite. In the final the loser's bid goes on the roof too; %4 gets %5 from the kitchen.</translation>
    </message>
    <message>
        <source>%1 wins %2 to %3 and climbs. %4 should get %5 from the kitchen, but it cannot pay it.</source>
        <translation>%1 wins %2 to %3 and climbs. %4 should get %5 from the kitchen, but it cannot pay it.</translation>
    </message>
    <message>
        <source>%1 wins %2 to %3 and climbs. %4 should get %5 from the kitchen, but it can pay only %6.</source>
        <translation>%1 wins %2 to %3 and climbs. %4 should get %5 from the kitchen, but it can pay only %6.</translation>
    </message>
    <message>
        <source>%1 wins %2 to nothing and climbs. %3 bid nothing and gets the difference, %4, from the kitchen.</source>
        <translation>%1 wins %2 to nothing and climbs. %3 bid nothing and gets the difference, %4, from the kitchen.</translation>
    </message>
    <message>
        <source>%1 wins %2 to %3 and climbs. %4 takes the bid back and gets the difference, %5, from the kitchen.</source>
        <translation>%1 wins %2 to %3 and climbs. %4 takes the bid back and gets the difference, %5, from the kitchen.</translation>
    </message>
    <message>
        <source>The figures take their places on the steps. The duels start on the left.</source>
        <translation>The figures take their places on the steps. The duels start on the left.</translation>
    </message>
    <message>
        <source>The lot decides: %1's figure climbs, and no cards move.</source>
        <translation>The lot decides: %1's figure climbs, and no cards move.</translation>
    </message>
    <message>
        <source>%1's figure has no opponent on the last double space: it climbs, and %1 puts %2 on the roof.</source>
        <translation>%1's figure has no opponent on the last double space: it climbs, and %1 puts %2 on the roof.</translation>
    </message>
    <message>
        <source>Two figures of %1 meet: figures of one colour do not duel, so one climbs and no cards move.</source>
        <translation>Two figures of %1 meet: figures of one colour do not duel, so one climbs and no cards move.</translation>
    </message>
    <message>
        <source>The game is over: the roof is shuffled and dealt into nine piles.</source>
        <translation>The game is over: the roof is shuffled and dealt into nine piles.</translation>
    </message>
    <message>
        <source>chosen ✓</source>
        <translation>chosen ✓</translation>
    </message>
    <message>
        <source>boss</source>
        <translation>boss</translation>
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
            <numerusform>semi-finalist</numerusform>
            <numerusform>semi-finalists</numerusform>
        </translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>discarded</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Final count</source>
        <translation>Final count</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left over went back to the box.</source>
        <translation>
            <numerusform>%n card left over went back to the box.</numerusform>
            <numerusform>%n cards left over went back to the box.</numerusform>
        </translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message numerus="yes">
        <source>%1 in hand + %2 in %n pile(s) = %3</source>
        <translation>
            <numerusform>%1 in hand + %2 in %n pile = %3</numerusform>
            <numerusform>%1 in hand + %2 in %n piles = %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in hand, no pile = %2</source>
        <translation>%1 in hand, no pile = %2</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>winner</translation>
    </message>
    <message>
        <source>no figure in the building: cannot win</source>
        <translation>no figure in the building: cannot win</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>The hands are hidden.</source>
        <translation>The hands are hidden.</translation>
    </message>
    <message>
        <source>The hard bot suggests this bid.</source>
        <translation>The hard bot suggests this bid.</translation>
    </message>
    <message>
        <source>Your bid — click a card to take it back</source>
        <translation>Your bid — click a card to take it back</translation>
    </message>
    <message>
        <source>The hard bot suggests bidding nothing.</source>
        <translation>The hard bot suggests bidding nothing.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) in the building</source>
        <translation>
            <numerusform>%n figure in the building</numerusform>
            <numerusform>%n figures in the building</numerusform>
        </translation>
    </message>
    <message>
        <source>not in the building yet</source>
        <translation>not in the building yet</translation>
    </message>
    <message>
        <source>must bid</source>
        <translation>must bid</translation>
    </message>
    <message>
        <source>bid chosen ✓</source>
        <translation>bid chosen ✓</translation>
    </message>
    <message>
        <source>in the duel</source>
        <translation>in the duel</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>thinking…</translation>
    </message>
    <message>
        <source>points in hand</source>
        <translation>points in hand</translation>
    </message>
    <message>
        <source>Roof</source>
        <translation>Roof</translation>
    </message>
    <message>
        <source>%1's hand</source>
        <translation>%1's hand</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>%1 is choosing a bid.</source>
        <translation>%1 is choosing a bid.</translation>
    </message>
    <message>
        <source>Choose your bid against %1: any cards of your hand, or none.</source>
        <translation>Choose your bid against %1: any cards of your hand, or none.</translation>
    </message>
    <message>
        <source>Choose your bid against %1, who has already chosen.</source>
        <translation>Choose your bid against %1, who has already chosen.</translation>
    </message>
    <message>
        <source>In the final the loser's bid goes on the roof too.</source>
        <translation>In the final the loser's bid goes on the roof too.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>What happened</translation>
    </message>
    <message>
        <source>The figures wait on the steps</source>
        <translation>The figures wait on the steps</translation>
    </message>
    <message>
        <source>Duel %1 of %2</source>
        <translation>Duel %1 of %2</translation>
    </message>
    <message>
        <source>Final: the boss's suite</source>
        <translation>Final: the boss's suite</translation>
    </message>
    <message>
        <source>The steps</source>
        <translation>The steps</translation>
    </message>
    <message>
        <source>Ground floor</source>
        <translation>Ground floor</translation>
    </message>
    <message>
        <source>First floor</source>
        <translation>First floor</translation>
    </message>
    <message>
        <source>Second floor</source>
        <translation>Second floor</translation>
    </message>
    <message>
        <source>Boss's suite</source>
        <translation>Boss's suite</translation>
    </message>
    <message>
        <source>human player</source>
        <translation>human player</translation>
    </message>
    <message>
        <source>bot (%1)</source>
        <translation>bot (%1)</translation>
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
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; it was kept as "%2".</source>
        <translation>%1; it was kept as "%2".</translation>
    </message>
    <message>
        <source>The file "%1" does not exist</source>
        <translation>The file "%1" does not exist</translation>
    </message>
    <message>
        <source>The file "%1" cannot be read (%2)</source>
        <translation>The file "%1" cannot be read (%2)</translation>
    </message>
    <message>
        <source>The file "%1" is not a regular file (a folder, a device or a pipe)</source>
        <translation>The file "%1" is not a regular file (a folder, a device or a pipe)</translation>
    </message>
    <message>
        <source>The file "%1" is larger than %2 MiB, too large to be one of ours</source>
        <translation>The file "%1" is larger than %2 MiB, too large to be one of ours</translation>
    </message>
    <message>
        <source>The file "%1" is not UTF-8 text (byte %2)</source>
        <translation>The file "%1" is not UTF-8 text (byte %2)</translation>
    </message>
    <message>
        <source>The file "%1" holds a value that cannot be written again (%2)</source>
        <translation>The file "%1" holds a value that cannot be written again (%2)</translation>
    </message>
    <message>
        <source>The file "%1" is not valid JSON (line %2, column %3)</source>
        <translation>The file "%1" is not valid JSON (line %2, column %3)</translation>
    </message>
    <message>
        <source>The file "%1" is not valid JSON (%2)</source>
        <translation>The file "%1" is not valid JSON (%2)</translation>
    </message>
    <message>
        <source>The file "%1" holds damaged values (%2)</source>
        <translation>The file "%1" holds damaged values (%2)</translation>
    </message>
    <message>
        <source>The file "%1" cannot be written (%2)</source>
        <translation>The file "%1" cannot be written (%2)</translation>
    </message>
    <message>
        <source>The file "%1" is not a Ludothèque save</source>
        <translation>The file "%1" is not a Ludothèque save</translation>
    </message>
    <message>
        <source>The save "%1" has a damaged header (%2)</source>
        <translation>The save "%1" has a damaged header (%2)</translation>
    </message>
    <message>
        <source>The save "%1" does not say which version of the format it uses</source>
        <translation>The save "%1" does not say which version of the format it uses</translation>
    </message>
    <message>
        <source>The save "%1" uses save format %2, which no Ludothèque ever wrote</source>
        <translation>The save "%1" uses save format %2, which no Ludothèque ever wrote</translation>
    </message>
    <message>
        <source>The save "%1" cannot be upgraded from save format %2 (%3)</source>
        <translation>The save "%1" cannot be upgraded from save format %2 (%3)</translation>
    </message>
    <message>
        <source>The save "%1" was made by a newer version of Ludothèque (save format %2; this one reads up to %3)</source>
        <translation>The save "%1" was made by a newer version of Ludothèque (save format %2; this one reads up to %3)</translation>
    </message>
    <message>
        <source>The save "%1" was made by a newer version of Ludothèque (a game this one does not know: %2)</source>
        <translation>The save "%1" was made by a newer version of Ludothèque (a game this one does not know: %2)</translation>
    </message>
    <message>
        <source>The save "%1" was made by a newer version of Ludothèque (rules version %2; this one plays version %3)</source>
        <translation>The save "%1" was made by a newer version of Ludothèque (rules version %2; this one plays version %3)</translation>
    </message>
    <message>
        <source>The save "%1" follows older rules of this game (version %2) that this Ludothèque no longer plays</source>
        <translation>The save "%1" follows older rules of this game (version %2) that this Ludothèque no longer plays</translation>
    </message>
    <message>
        <source>The save "%1" has %2 moves, more than any game takes</source>
        <translation>The save "%1" has %2 moves, more than any game takes</translation>
    </message>
    <message>
        <source>The save "%1" has damaged game data (%2)</source>
        <translation>The save "%1" has damaged game data (%2)</translation>
    </message>
    <message>
        <source>The save "%1" stands at move %2 of a game of %3 moves</source>
        <translation>The save "%1" stands at move %2 of a game of %3 moves</translation>
    </message>
    <message>
        <source>The save "%1" holds a game that cannot be set up (%2)</source>
        <translation>The save "%1" holds a game that cannot be set up (%2)</translation>
    </message>
    <message>
        <source>The save "%1" holds a position the game cannot go on from (%2)</source>
        <translation>The save "%1" holds a position the game cannot go on from (%2)</translation>
    </message>
    <message>
        <source>The save "%1" has moves that do not lead to its position</source>
        <translation>The save "%1" has moves that do not lead to its position</translation>
    </message>
    <message>
        <source>The file "%1" cannot be deleted (%2)</source>
        <translation>The file "%1" cannot be deleted (%2)</translation>
    </message>
    <message>
        <source>a secret amount</source>
        <translation>a secret amount</translation>
    </message>
    <message>
        <source>,</source>
        <comment>digit group separator in amounts</comment>
        <translation>,</translation>
    </message>
    <message>
        <source>%1 Pinats</source>
        <translation>%1 Pinats</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Development</translation>
    </message>
    <message>
        <source>Human Resources</source>
        <translation>Human Resources</translation>
    </message>
    <message>
        <source>Communications</source>
        <translation>Communications</translation>
    </message>
    <message>
        <source>Accounting</source>
        <translation>Accounting</translation>
    </message>
    <message>
        <source>Legal &amp; Patents</source>
        <translation>Legal &amp; Patents</translation>
    </message>
    <message>
        <source>Controlling</source>
        <translation>Controlling</translation>
    </message>
    <message>
        <source>Chairman</source>
        <translation>Chairman</translation>
    </message>
    <message>
        <source>influence</source>
        <translation>influence</translation>
    </message>
    <message>
        <source>shares</source>
        <translation>shares</translation>
    </message>
    <message>
        <source>main departments</source>
        <translation>main departments</translation>
    </message>
    <message>
        <source>corruption</source>
        <translation>corruption</translation>
    </message>
    <message>
        <source>counsel</source>
        <translation>counsel</translation>
    </message>
    <message>
        <source>Bonus Payment</source>
        <translation>Bonus Payment</translation>
    </message>
    <message>
        <source>Director's Meeting</source>
        <translation>Director's Meeting</translation>
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
        <translation>Moron Card</translation>
    </message>
    <message>
        <source>Board Scandal</source>
        <translation>Board Scandal</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>Birthday</translation>
    </message>
    <message>
        <source>Summer Party</source>
        <translation>Summer Party</translation>
    </message>
    <message>
        <source>Company Outing</source>
        <translation>Company Outing</translation>
    </message>
    <message>
        <source>a support</source>
        <translation>a support</translation>
    </message>
    <message>
        <source>a girder</source>
        <translation>a girder</translation>
    </message>
    <message>
        <source>a worker</source>
        <translation>a worker</translation>
    </message>
    <message>
        <source>a brick</source>
        <translation>a brick</translation>
    </message>
    <message>
        <source>a beam</source>
        <translation>a beam</translation>
    </message>
    <message>
        <source>a hard hat</source>
        <translation>a hard hat</translation>
    </message>
    <message>
        <source>an orange girder</source>
        <translation>an orange girder</translation>
    </message>
    <message>
        <source>a purple girder</source>
        <translation>a purple girder</translation>
    </message>
    <message>
        <source>a black girder</source>
        <translation>a black girder</translation>
    </message>
    <message>
        <source>a white girder</source>
        <translation>a white girder</translation>
    </message>
    <message>
        <source>A support falls onto %1.</source>
        <translation>A support falls onto %1.</translation>
    </message>
    <message>
        <source>A girder falls onto %1.</source>
        <translation>A girder falls onto %1.</translation>
    </message>
    <message>
        <source>A worker falls onto %1.</source>
        <translation>A worker falls onto %1.</translation>
    </message>
    <message>
        <source>A brick falls onto %1.</source>
        <translation>A brick falls onto %1.</translation>
    </message>
    <message>
        <source>A beam falls onto %1.</source>
        <translation>A beam falls onto %1.</translation>
    </message>
    <message>
        <source>A hard hat falls onto %1.</source>
        <translation>A hard hat falls onto %1.</translation>
    </message>
    <message>
        <source>%1 fall onto %2.</source>
        <translation>%1 fall onto %2.</translation>
    </message>
    <message>
        <source>orange</source>
        <comment>girder</comment>
        <translation>orange</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>girder</comment>
        <translation>purple</translation>
    </message>
    <message>
        <source>black</source>
        <comment>girder</comment>
        <translation>black</translation>
    </message>
    <message>
        <source>white</source>
        <comment>girder</comment>
        <translation>white</translation>
    </message>
    <message>
        <source>Balancing</source>
        <translation>Balancing</translation>
    </message>
    <message>
        <source>Touch same colour</source>
        <translation>Touch same colour</translation>
    </message>
    <message>
        <source>Touch 2 other colours</source>
        <translation>Touch 2 other colours</translation>
    </message>
    <message>
        <source>Touch the highest girder</source>
        <translation>Touch the highest girder</translation>
    </message>
    <message>
        <source>With 1 worker</source>
        <translation>With 1 worker</translation>
    </message>
    <message>
        <source>Strong worker</source>
        <translation>Strong worker</translation>
    </message>
    <message>
        <source>New support + touch same colour</source>
        <translation>New support + touch same colour</translation>
    </message>
    <message>
        <source>New support + touch a different colour</source>
        <translation>New support + touch a different colour</translation>
    </message>
    <message>
        <source>New support on a girder + touch any colour</source>
        <translation>New support on a girder + touch any colour</translation>
    </message>
    <message>
        <source>Touch a support</source>
        <translation>Touch a support</translation>
    </message>
    <message>
        <source>Carry 1 brick</source>
        <translation>Carry 1 brick</translation>
    </message>
    <message>
        <source>Highest girder</source>
        <translation>Highest girder</translation>
    </message>
    <message>
        <source>On one or two girders only, touching each at an edge or a corner, one end in the air.</source>
        <translation>On one or two girders only, touching each at an edge or a corner, one end in the air.</translation>
    </message>
    <message>
        <source>Three different colours in a chain: it touches another colour, and a third colour touches one of the two.</source>
        <translation>Three different colours in a chain: it touches another colour, and a third colour touches one of the two.</translation>
    </message>
    <message>
        <source>With 1 brick</source>
        <translation>With 1 brick</translation>
    </message>
    <message>
        <source>With 2 bricks</source>
        <translation>With 2 bricks</translation>
    </message>
    <message>
        <source>With 1 beam</source>
        <translation>With 1 beam</translation>
    </message>
    <message>
        <source>With 2 beams</source>
        <translation>With 2 beams</translation>
    </message>
    <message>
        <source>With 1 brick + 1 beam</source>
        <translation>With 1 brick + 1 beam</translation>
    </message>
    <message>
        <source>Near an end</source>
        <translation>Near an end</translation>
    </message>
    <message>
        <source>Carry 1 beam</source>
        <translation>Carry 1 beam</translation>
    </message>
    <message>
        <source>Connect a worker with 1 beam</source>
        <translation>Connect a worker with 1 beam</translation>
    </message>
    <message>
        <source>Extra worker</source>
        <translation>Extra worker</translation>
    </message>
    <message>
        <source>a girder (%1 or %2)</source>
        <translation>a girder (%1 or %2)</translation>
    </message>
    <message>
        <source>a worker on a girder (%1 or %2)</source>
        <translation>a worker on a girder (%1 or %2)</translation>
    </message>
    <message>
        <source>a girder (%1 or %2): %3</source>
        <translation>a girder (%1 or %2): %3</translation>
    </message>
    <message>
        <source>a worker on a girder (%1 or %2): %3</source>
        <translation>a worker on a girder (%1 or %2): %3</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>a hidden card</translation>
    </message>
    <message>
        <source>girder: %1; worker: %2</source>
        <translation>girder: %1; worker: %2</translation>
    </message>
    <message>
        <source>Card %1: %2 on its back; on its front, %3.</source>
        <translation>Card %1: %2 on its back; on its front, %3.</translation>
    </message>
    <message>
        <source>the beginner site</source>
        <translation>the beginner site</translation>
    </message>
    <message>
        <source>the advanced site</source>
        <translation>the advanced site</translation>
    </message>
    <message>
        <source>the expert site</source>
        <translation>the expert site</translation>
    </message>
    <message>
        <source>a random site</source>
        <translation>a random site</translation>
    </message>
    <message>
        <source>the site built by hand</source>
        <translation>the site built by hand</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>the table</translation>
    </message>
    <message>
        <source>the floor</source>
        <translation>the floor</translation>
    </message>
    <message>
        <source>the bottom of the box</source>
        <translation>the bottom of the box</translation>
    </message>
    <message>
        <source>the crane's base</source>
        <translation>the crane's base</translation>
    </message>
    <message numerus="yes">
        <source>The instruction cards are shuffled into a draw pile of %n cards, Boss Rita among them.</source>
        <translation>
            <numerusform>The instruction cards are shuffled into a draw pile of %n card, Boss Rita among them.</numerusform>
            <numerusform>The instruction cards are shuffled into a draw pile of %n cards, Boss Rita among them.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives two Foreman cards.</source>
        <translation>%1 receives two Foreman cards.</translation>
    </message>
    <message>
        <source>The building site stands: %1.</source>
        <translation>The building site stands: %1.</translation>
    </message>
    <message>
        <source>%1's building site breaks the rules (%2); it is taken down.</source>
        <translation>%1's building site breaks the rules (%2); it is taken down.</translation>
    </message>
    <message>
        <source>%1 wins as the best worker.</source>
        <translation>%1 wins as the best worker.</translation>
    </message>
    <message>
        <source>%1 wins as the most careful worker.</source>
        <translation>%1 wins as the most careful worker.</translation>
    </message>
    <message>
        <source>The construction stops. Winner: %1.</source>
        <translation>The construction stops. Winner: %1.</translation>
    </message>
    <message>
        <source>%1 takes the rescue hook.</source>
        <translation>%1 takes the rescue hook.</translation>
    </message>
    <message>
        <source>%1 reveals an instruction card (%2).</source>
        <translation>%1 reveals an instruction card (%2).</translation>
    </message>
    <message>
        <source>Boss Rita arrives: from now on, the highest piece earns an Employee of the Month award.</source>
        <translation>Boss Rita arrives: from now on, the highest piece earns an Employee of the Month award.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %n cards.</source>
        <translation>
            <numerusform>The discard pile is shuffled into a new draw pile of %n card.</numerusform>
            <numerusform>The discard pile is shuffled into a new draw pile of %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must add %2.</source>
        <translation>%1 must add %2.</translation>
    </message>
    <message>
        <source>%1 cannot add %2 (the site or the reserve lacks a piece); next card.</source>
        <translation>%1 cannot add %2 (the site or the reserve lacks a piece); next card.</translation>
    </message>
    <message>
        <source>%1 plays a Foreman card on the draw pile.</source>
        <translation>%1 plays a Foreman card on the draw pile.</translation>
    </message>
    <message>
        <source>%1 plays a Foreman card on the discard pile (%2).</source>
        <translation>%1 plays a Foreman card on the discard pile (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 cleans up: %n fallen piece(s) go back to the reserve.</source>
        <translation>
            <numerusform>%1 cleans up: a fallen piece goes back to the reserve.</numerusform>
            <numerusform>%1 cleans up: %n fallen pieces go back to the reserve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must first clear %n fallen piece(s) with the rescue hook.</source>
        <translation>
            <numerusform>%1 must first clear a fallen piece with the rescue hook.</numerusform>
            <numerusform>%1 must first clear %n fallen pieces with the rescue hook.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leaves %2 on the site.</source>
        <translation>%1 leaves %2 on the site.</translation>
    </message>
    <message>
        <source>%1 takes %2 back to the reserve.</source>
        <translation>%1 takes %2 back to the reserve.</translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n hard hat(s) back on.</source>
        <translation>
            <numerusform>%1 puts a hard hat back on.</numerusform>
            <numerusform>%1 puts %n hard hats back on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot put %n hard hat(s) back on: something lies on the head. It stays where it lies until a later clean-up.</source>
        <translation>
            <numerusform>%1 cannot put a hard hat back on: something lies on its worker's head. It stays where it lies until a later clean-up.</numerusform>
            <numerusform>%1 cannot put %n hard hats back on: something lies on their workers' heads. They stay where they lie until a later clean-up.</numerusform>
        </translation>
    </message>
    <message>
        <source>The site inspector shows %1 a way to do it; %1 keeps trying.</source>
        <translation>The site inspector shows %1 a way to do it; %1 keeps trying.</translation>
    </message>
    <message>
        <source>The site inspector has set aside a whole deck of cards: %1 must try the next one without him.</source>
        <translation>The site inspector has set aside a whole deck of cards: %1 must try the next one without him.</translation>
    </message>
    <message>
        <source>The site inspector finds no way to do it: %1 takes the pieces back and discards the card.</source>
        <translation>The site inspector finds no way to do it: %1 takes the pieces back and discards the card.</translation>
    </message>
    <message>
        <source>%1 places %2.</source>
        <translation>%1 places %2.</translation>
    </message>
    <message>
        <source>Accident! %1's turn ends.</source>
        <translation>Accident! %1's turn ends.</translation>
    </message>
    <message>
        <source>%1 loses a safety certificate (none left).</source>
        <translation>%1 loses a safety certificate (none left).</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses a safety certificate (%n left).</source>
        <translation>
            <numerusform>%1 loses a safety certificate (one left).</numerusform>
            <numerusform>%1 loses a safety certificate (%n left).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no safety certificate left and leaves the game.</source>
        <translation>%1 has no safety certificate left and leaves the game.</translation>
    </message>
    <message>
        <source>Not yet. %2 %1 takes the pieces back.</source>
        <translation>Not yet. %2 %1 takes the pieces back.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has failed %n times and stops.</source>
        <translation>
            <numerusform>%1 has failed %n time and stops.</numerusform>
            <numerusform>%1 has failed %n times and stops.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gives up.</source>
        <translation>%1 gives up.</translation>
    </message>
    <message>
        <source>%1 meets the instruction.</source>
        <translation>%1 meets the instruction.</translation>
    </message>
    <message numerus="yes">
        <source>%1 placed the highest piece: Employee of the Month (%n award(s))!</source>
        <translation>
            <numerusform>%1 placed the highest piece: Employee of the Month (%n award)!</numerusform>
            <numerusform>%1 placed the highest piece: Employee of the Month (%n awards)!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <translation>%1: %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n award(s)</source>
        <translation>
            <numerusform>%n award</numerusform>
            <numerusform>%n awards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n safety certificate(s)</source>
        <translation>
            <numerusform>%n safety certificate</numerusform>
            <numerusform>%n safety certificates</numerusform>
        </translation>
    </message>
    <message>
        <source>the start site is being built</source>
        <translation>the start site is being built</translation>
    </message>
    <message>
        <source>turn %1, Boss Rita has come</source>
        <translation>turn %1, Boss Rita has come</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>turn %1</translation>
    </message>
    <message>
        <source>a second brick</source>
        <translation>a second brick</translation>
    </message>
    <message>
        <source>a second beam</source>
        <translation>a second beam</translation>
    </message>
    <message>
        <source>%1, try %2: add %3.</source>
        <translation>%1, try %2: add %3.</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Winner: %1</translation>
    </message>
    <message>
        <source>The site inspector finds no way to do it: %1 discards the card.</source>
        <translation>The site inspector finds no way to do it: %1 discards the card.</translation>
    </message>
    <message>
        <source>%1 tries again.</source>
        <translation>%1 tries again.</translation>
    </message>
    <message>
        <source>a second worker</source>
        <translation>a second worker</translation>
    </message>
    <message>
        <source>two bricks</source>
        <translation>two bricks</translation>
    </message>
    <message>
        <source>two beams</source>
        <translation>two beams</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>%1 supports</source>
        <comment>two or more</comment>
        <translation>%1 supports</translation>
    </message>
    <message>
        <source>%1 girders</source>
        <comment>two or more</comment>
        <translation>%1 girders</translation>
    </message>
    <message>
        <source>%1 workers</source>
        <comment>two or more</comment>
        <translation>%1 workers</translation>
    </message>
    <message>
        <source>%1 bricks</source>
        <comment>two or more</comment>
        <translation>%1 bricks</translation>
    </message>
    <message>
        <source>%1 beams</source>
        <comment>two or more</comment>
        <translation>%1 beams</translation>
    </message>
    <message>
        <source>%1 hard hats</source>
        <comment>two or more</comment>
        <translation>%1 hard hats</translation>
    </message>
    <message>
        <source>two</source>
        <translation>two</translation>
    </message>
    <message>
        <source>three</source>
        <translation>three</translation>
    </message>
    <message>
        <source>four</source>
        <translation>four</translation>
    </message>
    <message>
        <source>five</source>
        <translation>five</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>seven</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>eight</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nine</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ten</translation>
    </message>
    <message>
        <source>Touching a support, or passing just over one (lying on the girder it carries).</source>
        <translation>Touching a support, or passing just over one (lying on the girder it carries).</translation>
    </message>
    <message>
        <source>%1 receives two Foreman cards. %2</source>
        <translation>%1 receives two Foreman cards. %2</translation>
    </message>
    <message>
        <source>%1 builds the start site: place %2.</source>
        <translation>%1 builds the start site: place %2.</translation>
    </message>
    <message>
        <source>%1: keep the instruction or play a Foreman card.</source>
        <translation>%1: keep the instruction or play a Foreman card.</translation>
    </message>
    <message>
        <source>%1: clear the fallen pieces with the rescue hook.</source>
        <translation>%1: clear the fallen pieces with the rescue hook.</translation>
    </message>
    <message>
        <source>%1, try %2: now place %3.</source>
        <translation>%1, try %2: now place %3.</translation>
    </message>
    <message>
        <source>%1, try %2: place %3, then %4.</source>
        <translation>%1, try %2: place %3, then %4.</translation>
    </message>
    <message>
        <source>The cards are being shuffled.</source>
        <translation>The cards are being shuffled.</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <source>play a Foreman card on the draw pile</source>
        <translation>play a Foreman card on the draw pile</translation>
    </message>
    <message>
        <source>play a Foreman card on the discard pile</source>
        <translation>play a Foreman card on the discard pile</translation>
    </message>
    <message>
        <source>keep the instruction</source>
        <translation>keep the instruction</translation>
    </message>
    <message>
        <source>give up</source>
        <translation>give up</translation>
    </message>
    <message>
        <source>call the site inspector</source>
        <translation>call the site inspector</translation>
    </message>
    <message>
        <source>leave the fallen support</source>
        <translation>leave the fallen support</translation>
    </message>
    <message>
        <source>clear a fallen piece</source>
        <translation>clear a fallen piece</translation>
    </message>
    <message>
        <source>shuffle the cards</source>
        <translation>shuffle the cards</translation>
    </message>
    <message>
        <source>build a random site</source>
        <translation>build a random site</translation>
    </message>
    <message>
        <source>hire employees</source>
        <translation>hire employees</translation>
    </message>
    <message>
        <source>found departments with own employees</source>
        <translation>found departments with own employees</translation>
    </message>
    <message>
        <source>found a department with new employees</source>
        <translation>found a department with new employees</translation>
    </message>
    <message>
        <source>move departments</source>
        <translation>move departments</translation>
    </message>
    <message>
        <source>merge into a main department</source>
        <translation>merge into a main department</translation>
    </message>
    <message>
        <source>resign as division head</source>
        <translation>resign as division head</translation>
    </message>
    <message>
        <source>bribe other players</source>
        <translation>bribe other players</translation>
    </message>
    <message>
        <source>buy influence</source>
        <translation>buy influence</translation>
    </message>
    <message>
        <source>buy a main department</source>
        <translation>buy a main department</translation>
    </message>
    <message>
        <source>hire an external consultant</source>
        <translation>hire an external consultant</translation>
    </message>
    <message>
        <source>buy shares</source>
        <translation>buy shares</translation>
    </message>
    <message>
        <source>use the Development privilege</source>
        <translation>use the Development privilege</translation>
    </message>
    <message>
        <source>use the Legal &amp; Patents privilege</source>
        <translation>use the Legal &amp; Patents privilege</translation>
    </message>
    <message>
        <source>office %1 of %2</source>
        <translation>office %1 of %2</translation>
    </message>
    <message>
        <source>hidden cards</source>
        <translation>hidden cards</translation>
    </message>
    <message>
        <source>their own colour, with the skills %1 (to beat every other player in two of them)</source>
        <translation>their own colour, with the skills %1 (to beat every other player in two of them)</translation>
    </message>
    <message>
        <source>%1 as archenemy, with the skills %2 (to beat them in all three)</source>
        <translation>%1 as archenemy, with the skills %2 (to beat them in all three)</translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s) are taken from %1.</source>
        <translation>
            <numerusform>%n employee is taken from %1.</numerusform>
            <numerusform>%n employees are taken from %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s) move from %1 to %2.</source>
        <translation>
            <numerusform>An employee moves from %1 to %2.</numerusform>
            <numerusform>%n employees move from %1 to %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 loses an employee in %2 for refusing the bribe.</source>
        <translation>%1 loses an employee in %2 for refusing the bribe.</translation>
    </message>
    <message>
        <source>%1's department in %2 closes; its head joins the board.</source>
        <translation>%1's department in %2 closes; its head joins the board.</translation>
    </message>
    <message>
        <source>%1's department in %2 closes; its head returns to the reserve.</source>
        <translation>%1's department in %2 closes; its head returns to the reserve.</translation>
    </message>
    <message>
        <source>The departments below %1 move up one office.</source>
        <translation>The departments below %1 move up one office.</translation>
    </message>
    <message>
        <source>%1 moves a department from %2 to %3.</source>
        <translation>%1 moves a department from %2 to %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s) from the supply join %1.</source>
        <translation>
            <numerusform>%n employee from the supply joins %1.</numerusform>
            <numerusform>%n employees from the supply join %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s) in %1 are dismissed.</source>
        <translation>
            <numerusform>%n employee in %1 is dismissed.</numerusform>
            <numerusform>%n employees in %1 are dismissed.</numerusform>
        </translation>
    </message>
    <message>
        <source>An employee moves from %1 to %2.</source>
        <translation>An employee moves from %1 to %2.</translation>
    </message>
    <message>
        <source>An employee is taken from %1.</source>
        <translation>An employee is taken from %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s) placed in %1.</source>
        <translation>
            <numerusform>%n employee placed in %1.</numerusform>
            <numerusform>%n employees placed in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes seat %2 on the board.</source>
        <translation>%1 takes seat %2 on the board.</translation>
    </message>
    <message>
        <source>The board is full: %1's leftmost member leaves it.</source>
        <translation>The board is full: %1's leftmost member leaves it.</translation>
    </message>
    <message>
        <source>The board is empty: %1, who holds the Chairman card, provides the new Chairman.</source>
        <translation>The board is empty: %1, who holds the Chairman card, provides the new Chairman.</translation>
    </message>
    <message>
        <source>%1 provides the new Chairman.</source>
        <translation>%1 provides the new Chairman.</translation>
    </message>
    <message>
        <source>%1 uses the Chairman's privilege.</source>
        <translation>%1 uses the Chairman's privilege.</translation>
    </message>
    <message>
        <source>%1 takes the extra action of the %2 card, bribed side.</source>
        <translation>%1 takes the extra action of the %2 card, bribed side.</translation>
    </message>
    <message>
        <source>%1's Chairman steps down.</source>
        <translation>%1's Chairman steps down.</translation>
    </message>
    <message>
        <source>%2 has no department: %1, who holds the %2 card, appoints its head.</source>
        <translation>%2 has no department: %1, who holds the %2 card, appoints its head.</translation>
    </message>
    <message>
        <source>%1's head of %2 leaves for the board.</source>
        <translation>%1's head of %2 leaves for the board.</translation>
    </message>
    <message>
        <source>%1's head of %2 becomes an external consultant.</source>
        <translation>%1's head of %2 becomes an external consultant.</translation>
    </message>
    <message>
        <source>%1 has a consultant on the %2 space of the counsel track.</source>
        <translation>%1 has a consultant on the %2 space of the counsel track.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has consultants on %n spaces of the counsel track: a victory point.</source>
        <translation>
            <numerusform>%1 has consultants on %n space of the counsel track: a victory point.</numerusform>
            <numerusform>%1 has consultants on %n spaces of the counsel track: a victory point.</numerusform>
        </translation>
    </message>
    <message>
        <source>no employee stays</source>
        <translation>no employee stays</translation>
    </message>
    <message>
        <source>%1 merges the departments in %2 into a main department in %3: %4, %5.</source>
        <translation>%1 merges the departments in %2 into a main department in %3: %4, %5.</translation>
    </message>
    <message>
        <source>%1 receives %2 from the bank.</source>
        <translation>%1 receives %2 from the bank.</translation>
    </message>
    <message>
        <source>%1 pays %2 to the bank.</source>
        <translation>%1 pays %2 to the bank.</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3.</source>
        <translation>%1 pays %2 to %3.</translation>
    </message>
    <message>
        <source>%1 cannot pay it all and shows their money: %2.</source>
        <translation>%1 cannot pay it all and shows their money: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) of %2 (now %3).</source>
        <translation>
            <numerusform>%1 scores %n point of %2 (now %3).</numerusform>
            <numerusform>%1 scores %n points of %2 (now %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is on the gold box of %2 already: %n point(s) beyond it are lost.</source>
        <translation>
            <numerusform>%1 is on the gold box of %2 already: %n point beyond it is lost.</numerusform>
            <numerusform>%1 is on the gold box of %2 already: %n points beyond it are lost.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reaches the green box: a victory point.</source>
        <translation>%1 reaches the green box: a victory point.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) beyond the gold box are lost.</source>
        <translation>
            <numerusform>%n point beyond the gold box is lost.</numerusform>
            <numerusform>%n points beyond the gold box are lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives a certificate of %n share(s).</source>
        <translation>
            <numerusform>%1 receives a certificate of %n share.</numerusform>
            <numerusform>%1 receives a certificate of %n shares.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives a certificate of %2 for the price of %3.</source>
        <translation>%1 receives a certificate of %2 for the price of %3.</translation>
    </message>
    <message numerus="yes">
        <source>No certificate of %n share(s) is left for Accounting's bonus.</source>
        <translation>
            <numerusform>No certificate of %n share is left for Accounting's bonus.</numerusform>
            <numerusform>No certificate of %n shares is left for Accounting's bonus.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 opens a main department in %2: its two heads, no employee.</source>
        <translation>%1 opens a main department in %2: its two heads, no employee.</translation>
    </message>
    <message numerus="yes">
        <source>%1 opens a main department in %2: its two heads and %n employee(s).</source>
        <translation>
            <numerusform>%1 opens a main department in %2: its two heads and %n employee.</numerusform>
            <numerusform>%1 opens a main department in %2: its two heads and %n employees.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 opens a department in %2: its head, no employee.</source>
        <translation>%1 opens a department in %2: its head, no employee.</translation>
    </message>
    <message numerus="yes">
        <source>%1 opens a department in %2: its head and %n employee(s).</source>
        <translation>
            <numerusform>%1 opens a department in %2: its head and %n employee.</numerusform>
            <numerusform>%1 opens a department in %2: its head and %n employees.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives the %2 privilege card face down.</source>
        <translation>%1 receives the %2 privilege card face down.</translation>
    </message>
    <message>
        <source>%1 takes the %2 card; it stays face down.</source>
        <translation>%1 takes the %2 card; it stays face down.</translation>
    </message>
    <message>
        <source>%1 takes the %2 card, bribed side up.</source>
        <translation>%1 takes the %2 card, bribed side up.</translation>
    </message>
    <message>
        <source>%1 takes the %2 card, director side up.</source>
        <translation>%1 takes the %2 card, director side up.</translation>
    </message>
    <message>
        <source>The %1 card turns face down until the next meeting.</source>
        <translation>The %1 card turns face down until the next meeting.</translation>
    </message>
    <message>
        <source>%1 receives two archenemy cards.</source>
        <translation>%1 receives two archenemy cards.</translation>
    </message>
    <message>
        <source>%1 receives two archenemy cards: %2.</source>
        <translation>%1 receives two archenemy cards: %2.</translation>
    </message>
    <message>
        <source>%1 offers %2 a bribe of %3 for the %4 card.</source>
        <translation>%1 offers %2 a bribe of %3 for the %4 card.</translation>
    </message>
    <message>
        <source>%1 accepts the bribe.</source>
        <translation>%1 accepts the bribe.</translation>
    </message>
    <message>
        <source>%1 refuses the bribe.</source>
        <translation>%1 refuses the bribe.</translation>
    </message>
    <message>
        <source>%1 has no employee left to lose: refusing the bribe costs them nothing.</source>
        <translation>%1 has no employee left to lose: refusing the bribe costs them nothing.</translation>
    </message>
    <message>
        <source>%1 loses an employee for refusing the bribe.</source>
        <translation>%1 loses an employee for refusing the bribe.</translation>
    </message>
    <message>
        <source>%1 holds the Communications card and places first.</source>
        <translation>%1 holds the Communications card and places first.</translation>
    </message>
    <message>
        <source>%1 chooses to %2.</source>
        <translation>%1 chooses to %2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passes.</translation>
    </message>
    <message>
        <source>Motivation stays at %1.</source>
        <translation>Motivation stays at %1.</translation>
    </message>
    <message>
        <source>Motivation is now %1.</source>
        <translation>Motivation is now %1.</translation>
    </message>
    <message>
        <source>%1 takes the event cards to order them.</source>
        <translation>%1 takes the event cards to order them.</translation>
    </message>
    <message>
        <source>%1 places %2 at position %3 of the event deck.</source>
        <translation>%1 places %2 at position %3 of the event deck.</translation>
    </message>
    <message>
        <source>Director's meeting %1.</source>
        <translation>Director's meeting %1.</translation>
    </message>
    <message>
        <source>The archenemy point is kept for good.</source>
        <translation>The archenemy point is kept for good.</translation>
    </message>
    <message>
        <source>The game ends with this service turn.</source>
        <translation>The game ends with this service turn.</translation>
    </message>
    <message>
        <source>The service phase begins: %1 goes first in every service turn.</source>
        <translation>The service phase begins: %1 goes first in every service turn.</translation>
    </message>
    <message>
        <source>the initial placement</source>
        <translation>the initial placement</translation>
    </message>
    <message>
        <source>round %1, service turn %2</source>
        <translation>round %1, service turn %2</translation>
    </message>
    <message>
        <source>round %1, Director's meeting</source>
        <translation>round %1, Director's meeting</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>The cards are being dealt.</translation>
    </message>
    <message>
        <source>The event cards are being drawn.</source>
        <translation>The event cards are being drawn.</translation>
    </message>
    <message>
        <source>%1: place a manager, as a department head in a division or on the board.</source>
        <translation>%1: place a manager, as a department head in a division or on the board.</translation>
    </message>
    <message>
        <source>%1: use the Chairman's privilege (choose a division) or pass.</source>
        <translation>%1: use the Chairman's privilege (choose a division) or pass.</translation>
    </message>
    <message>
        <source>%1: your head of %2 is replaced; send him to the board or the counsel track.</source>
        <translation>%1: your head of %2 is replaced; send him to the board or the counsel track.</translation>
    </message>
    <message>
        <source>%1: choose the department to merge it with.</source>
        <translation>%1: choose the department to merge it with.</translation>
    </message>
    <message>
        <source>%1: choose where the main department goes: either department's office, or a free office.</source>
        <translation>%1: choose where the main department goes: either department's office, or a free office.</translation>
    </message>
    <message>
        <source>%1: choose the division of the main department.</source>
        <translation>%1: choose the division of the main department.</translation>
    </message>
    <message>
        <source>%1: choose the division for the external consultant.</source>
        <translation>%1: choose the division for the external consultant.</translation>
    </message>
    <message>
        <source>accept the bribe</source>
        <translation>accept the bribe</translation>
    </message>
    <message>
        <source>refuse the bribe</source>
        <translation>refuse the bribe</translation>
    </message>
    <message>
        <source>%1: choose card %2 of %3 of the event deck.</source>
        <translation>%1: choose card %2 of %3 of the event deck.</translation>
    </message>
    <message>
        <source>%1: take an extra action with the bribed Communications card, or pass.</source>
        <translation>%1: take an extra action with the bribed Communications card, or pass.</translation>
    </message>
    <message>
        <source>%1: choose your action.</source>
        <translation>%1: choose your action.</translation>
    </message>
    <message>
        <source>%1: accept or refuse the bribe offered by %2.</source>
        <translation>%1: accept or refuse the bribe offered by %2.</translation>
    </message>
    <message>
        <source>%1: choose an employee of %2 to dismiss.</source>
        <translation>%1: choose an employee of %2 to dismiss.</translation>
    </message>
    <message>
        <source>%1: make a second offer, or stop.</source>
        <translation>%1: make a second offer, or stop.</translation>
    </message>
    <message>
        <source>%1: choose the privilege card to bribe for.</source>
        <translation>%1: choose the privilege card to bribe for.</translation>
    </message>
    <message>
        <source>%1: choose the division of the new department.</source>
        <translation>%1: choose the division of the new department.</translation>
    </message>
    <message>
        <source>%1: move one of your employees into the new department, or confirm.</source>
        <translation>%1: move one of your employees into the new department, or confirm.</translation>
    </message>
    <message>
        <source>%1: choose the division to move to.</source>
        <translation>%1: choose the division to move to.</translation>
    </message>
    <message>
        <source>%1: choose a department to move.</source>
        <translation>%1: choose a department to move.</translation>
    </message>
    <message>
        <source>%1: choose a second department to move, or confirm.</source>
        <translation>%1: choose a second department to move, or confirm.</translation>
    </message>
    <message>
        <source>%1: choose a department to merge.</source>
        <translation>%1: choose a department to merge.</translation>
    </message>
    <message>
        <source>%1: choose the division head who resigns.</source>
        <translation>%1: choose the division head who resigns.</translation>
    </message>
    <message>
        <source>%1: send him to the board or to the counsel track.</source>
        <translation>%1: send him to the board or to the counsel track.</translation>
    </message>
    <message>
        <source>%1: choose one of your offices for the employee.</source>
        <translation>%1: choose one of your offices for the employee.</translation>
    </message>
    <message>
        <source>%1: take an employee from an opponent or from the supply.</source>
        <translation>%1: take an employee from an opponent or from the supply.</translation>
    </message>
    <message>
        <source>%1: choose the certificate to pay for.</source>
        <translation>%1: choose the certificate to pay for.</translation>
    </message>
    <message>
        <source>a department in %1</source>
        <translation>a department in %1</translation>
    </message>
    <message>
        <source>a seat on the board</source>
        <translation>a seat on the board</translation>
    </message>
    <message numerus="yes">
        <source>%n share(s)</source>
        <translation>
            <numerusform>%n share</numerusform>
            <numerusform>%n shares</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has the majority in %2 and appoints its head.</source>
        <translation>%1 has the majority in %2 and appoints its head.</translation>
    </message>
    <message numerus="yes">
        <source>%n employee(s) stay</source>
        <translation>
            <numerusform>%n employee stays</numerusform>
            <numerusform>%n employees stay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dismissed</source>
        <translation>
            <numerusform>%n dismissed</numerusform>
            <numerusform>%n dismissed</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 merges two departments into a main department in %2: %3, %4.</source>
        <translation>%1 merges two departments into a main department in %2: %3, %4.</translation>
    </message>
    <message>
        <source>%1 puts the event cards in order for the deck.</source>
        <translation>%1 puts the event cards in order for the deck.</translation>
    </message>
    <message>
        <source>%1 reaches %2 victory points and shows their archenemy cards: %3.</source>
        <translation>%1 reaches %2 victory points and shows their archenemy cards: %3.</translation>
    </message>
    <message>
        <source>The next event card is turned over.</source>
        <translation>The next event card is turned over.</translation>
    </message>
    <message>
        <source>Event: Director's Meeting. The round ends at once, after %1 service turns, without actions.</source>
        <translation>Event: Director's Meeting. The round ends at once, after %1 service turns, without actions.</translation>
    </message>
    <message>
        <source>Service turn %1. Event: %2.</source>
        <translation>Service turn %1. Event: %2.</translation>
    </message>
    <message>
        <source>%1: put the event cards in order for the deck.</source>
        <translation>%1: put the event cards in order for the deck.</translation>
    </message>
    <message>
        <source>%1: choose the amount of the bribe for the %2 card.</source>
        <translation>%1: choose the amount of the bribe for the %2 card.</translation>
    </message>
    <message>
        <source>%1: take one of your employees for the new department in %2 (it needs at least %3).</source>
        <translation>%1: take one of your employees for the new department in %2 (it needs at least %3).</translation>
    </message>
    <message>
        <source>%1: take another employee for the new department in %2 (it needs at least %3).</source>
        <translation>%1: take another employee for the new department in %2 (it needs at least %3).</translation>
    </message>
    <message>
        <source>%1: take another employee for the new department in %2, start a second department, or confirm.</source>
        <translation>%1: take another employee for the new department in %2, start a second department, or confirm.</translation>
    </message>
    <message>
        <source>%1: take another employee for the new department in %2, or confirm.</source>
        <translation>%1: take another employee for the new department in %2, or confirm.</translation>
    </message>
    <message numerus="yes">
        <source>%1: choose an office for the next new employee (%n to go).</source>
        <translation>
            <numerusform>%1: choose an office for the next new employee (%n to go).</numerusform>
            <numerusform>%1: choose an office for the next new employee (%n to go).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: choose an office to dismiss an employee from (%n to go).</source>
        <translation>
            <numerusform>%1: choose an office to dismiss an employee from (%n to go).</numerusform>
            <numerusform>%1: choose an office to dismiss an employee from (%n to go).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a certificate of %n share(s)</source>
        <translation>
            <numerusform>a certificate of %n share</numerusform>
            <numerusform>a certificate of %n shares</numerusform>
        </translation>
    </message>
    <message>
        <source>the %1 card</source>
        <translation>the %1 card</translation>
    </message>
    <message>
        <source>an offer of %1</source>
        <translation>an offer of %1</translation>
    </message>
    <message>
        <source>to the board</source>
        <translation>to the board</translation>
    </message>
    <message>
        <source>to the counsel track</source>
        <translation>to the counsel track</translation>
    </message>
    <message>
        <source>from the supply</source>
        <translation>from the supply</translation>
    </message>
    <message>
        <source>confirm</source>
        <translation>confirm</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>no second offer</source>
        <translation>no second offer</translation>
    </message>
    <message>
        <source>the Chairman's privilege</source>
        <translation>the Chairman's privilege</translation>
    </message>
    <message>
        <source>an employee lost for a refused bribe</source>
        <translation>an employee lost for a refused bribe</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list's last two items</comment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>offices %1 of %2</source>
        <translation>offices %1 of %2</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <comment>chosen that many times</comment>
        <translation>%1 (×%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n victory point(s), %2.</source>
        <translation>
            <numerusform>%1: %n victory point, %2.</numerusform>
            <numerusform>%1: %n victory points, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Archenemy beaten.</source>
        <translation>Archenemy beaten.</translation>
    </message>
    <message>
        <source>Archenemy point kept.</source>
        <translation>Archenemy point kept.</translation>
    </message>
    <message>
        <source>Power Struggle</source>
        <translation>Power Struggle</translation>
    </message>
    <message>
        <source>Longer game (5 victory points)</source>
        <translation>Longer game (5 victory points)</translation>
    </message>
    <message>
        <source>Open money</source>
        <translation>Open money</translation>
    </message>
    <message>
        <source>Men at Work</source>
        <translation>Men at Work</translation>
    </message>
    <message>
        <source>The girder must touch a girder of its own colour.</source>
        <translation>The girder must touch a girder of its own colour.</translation>
    </message>
    <message>
        <source>The girder must touch the highest girder.</source>
        <translation>The girder must touch the highest girder.</translation>
    </message>
    <message>
        <source>The worker must stand on the new girder.</source>
        <translation>The worker must stand on the new girder.</translation>
    </message>
    <message>
        <source>A girder may not rest on a hard hat.</source>
        <translation>A girder may not rest on a hard hat.</translation>
    </message>
    <message>
        <source>The girder must rest on a worker's arm.</source>
        <translation>The girder must rest on a worker's arm.</translation>
    </message>
    <message>
        <source>The girder must touch the new support.</source>
        <translation>The girder must touch the new support.</translation>
    </message>
    <message>
        <source>The girder must touch a girder of another colour.</source>
        <translation>The girder must touch a girder of another colour.</translation>
    </message>
    <message>
        <source>The new support must rest on a girder.</source>
        <translation>The new support must rest on a girder.</translation>
    </message>
    <message>
        <source>The new support must not touch the table.</source>
        <translation>The new support must not touch the table.</translation>
    </message>
    <message>
        <source>The girder must touch another girder.</source>
        <translation>The girder must touch another girder.</translation>
    </message>
    <message>
        <source>The girder must rest on one or two other girders only.</source>
        <translation>The girder must rest on one or two other girders only.</translation>
    </message>
    <message>
        <source>The girder must balance on single points.</source>
        <translation>The girder must balance on single points.</translation>
    </message>
    <message>
        <source>One end of the girder at least must be in the air.</source>
        <translation>One end of the girder at least must be in the air.</translation>
    </message>
    <message>
        <source>The girder must touch a girder of another colour, and a third colour must touch one of them.</source>
        <translation>The girder must touch a girder of another colour, and a third colour must touch one of them.</translation>
    </message>
    <message>
        <source>The new support must stand on the table or on a girder.</source>
        <translation>The new support must stand on the table or on a girder.</translation>
    </message>
    <message>
        <source>The girder must touch a support or pass just over one.</source>
        <translation>The girder must touch a support or pass just over one.</translation>
    </message>
    <message>
        <source>The brick must lie on the girder.</source>
        <translation>The brick must lie on the girder.</translation>
    </message>
    <message>
        <source>The girder must be the highest girder of the site.</source>
        <translation>The girder must be the highest girder of the site.</translation>
    </message>
    <message>
        <source>The worker must carry the bricks on his arm.</source>
        <translation>The worker must carry the bricks on his arm.</translation>
    </message>
    <message>
        <source>The worker must carry the beams on his arm.</source>
        <translation>The worker must carry the beams on his arm.</translation>
    </message>
    <message>
        <source>The worker must stand at an end of the girder.</source>
        <translation>The worker must stand at an end of the girder.</translation>
    </message>
    <message>
        <source>The beam must connect the worker to another worker.</source>
        <translation>The beam must connect the worker to another worker.</translation>
    </message>
    <message>
        <source>The beam must lie on the worker's arm.</source>
        <translation>The beam must lie on the worker's arm.</translation>
    </message>
    <message>
        <source>Both workers must stand on the same girder.</source>
        <translation>Both workers must stand on the same girder.</translation>
    </message>
    <message>
        <source>A girder may never touch the table.</source>
        <translation>A girder may never touch the table.</translation>
    </message>
    <message>
        <source>A girder may not lie completely on another girder.</source>
        <translation>A girder may not lie completely on another girder.</translation>
    </message>
    <message>
        <source>The worker must stand upright.</source>
        <translation>The worker must stand upright.</translation>
    </message>
    <message>
        <source>The worker must stand with both feet on a girder.</source>
        <translation>The worker must stand with both feet on a girder.</translation>
    </message>
    <message>
        <source>The worker must stand on a girder of one of his glove colours.</source>
        <translation>The worker must stand on a girder of one of his glove colours.</translation>
    </message>
    <message>
        <source>The worker must stand on the highest girder of one of his glove colours.</source>
        <translation>The worker must stand on the highest girder of one of his glove colours.</translation>
    </message>
    <message>
        <source>Bricks and beams must rest on a worker's arm.</source>
        <translation>Bricks and beams must rest on a worker's arm.</translation>
    </message>
    <message>
        <source>A start site has no bricks or beams.</source>
        <translation>A start site has no bricks or beams.</translation>
    </message>
    <message>
        <source>The site does not stand still.</source>
        <translation>The site does not stand still.</translation>
    </message>
    <message>
        <source>A site in the box has no supports.</source>
        <translation>A site in the box has no supports.</translation>
    </message>
    <message>
        <source>A start site has 3 supports.</source>
        <translation>A start site has 3 supports.</translation>
    </message>
    <message>
        <source>The supports stand or lie on the table.</source>
        <translation>The supports stand or lie on the table.</translation>
    </message>
    <message>
        <source>A start site has one girder of each colour.</source>
        <translation>A start site has one girder of each colour.</translation>
    </message>
    <message>
        <source>No girder may touch the table.</source>
        <translation>No girder may touch the table.</translation>
    </message>
    <message>
        <source>A start site has one worker.</source>
        <translation>A start site has one worker.</translation>
    </message>
    <message>
        <source>The worker stands upright with both feet on a girder.</source>
        <translation>The worker stands upright with both feet on a girder.</translation>
    </message>
    <message>
        <source>Foreman (two instruction cards in hand)</source>
        <translation>Foreman (two instruction cards in hand)</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Crane</translation>
    </message>
    <message>
        <source>Skyscraper (build in the box)</source>
        <translation>Skyscraper (build in the box)</translation>
    </message>
    <message>
        <source>Start site</source>
        <translation>Start site</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Advanced</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Built by the first player</source>
        <translation>Built by the first player</translation>
    </message>
    <message>
        <source>Expert (2 certificates)</source>
        <translation>Expert (2 certificates)</translation>
    </message>
    <message>
        <source>Put a %1 card into the bid</source>
        <translation>Put a %1 card into the bid</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Take the smallest card of the bid back</source>
        <translation>Take the smallest card of the bid back</translation>
    </message>
    <message>
        <source>Take every card of the bid back</source>
        <translation>Take every card of the bid back</translation>
    </message>
    <message>
        <source>Confirm the bid; with no bid to make, press what the focus frame is on</source>
        <translation>Confirm the bid; with no bid to make, press what the focus frame is on</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Move the focus frame over the cards and buttons</source>
        <translation>Move the focus frame over the cards and buttons</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Press the card or button the focus frame is on</source>
        <translation>Press the card or button the focus frame is on</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Influence</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Shares</translation>
    </message>
    <message>
        <source>Main departments</source>
        <translation>Main departments</translation>
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
        <translation>Round %1</translation>
    </message>
    <message>
        <source>service turn %1</source>
        <translation>service turn %1</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 to play</translation>
    </message>
    <message>
        <source>Privileges first</source>
        <translation>Privileges first</translation>
    </message>
    <message>
        <source>division head</source>
        <translation>division head</translation>
    </message>
    <message>
        <source>new</source>
        <comment>a department being founded, on its office</comment>
        <translation>new</translation>
    </message>
    <message>
        <source>Board room</source>
        <translation>Board room</translation>
    </message>
    <message>
        <source>Event deck</source>
        <translation>Event deck</translation>
    </message>
    <message>
        <source>Your deck, next card first: </source>
        <translation>Your deck, next card first: </translation>
    </message>
    <message>
        <source>Share certificates</source>
        <translation>Share certificates</translation>
    </message>
    <message>
        <source>The Bonus Payment must come before the Director's Meeting.</source>
        <translation>The Bonus Payment must come before the Director's Meeting.</translation>
    </message>
    <message>
        <source>The Director's Meeting cannot come before the 5th card.</source>
        <translation>The Director's Meeting cannot come before the 5th card.</translation>
    </message>
    <message>
        <source>The Bonus Payment and the Director's Meeting must still fit before the end: place them now.</source>
        <translation>The Bonus Payment and the Director's Meeting must still fit before the end: place them now.</translation>
    </message>
    <message>
        <source>Order the event deck: drag your cards onto the deck, next card first.</source>
        <translation>Order the event deck: drag your cards onto the deck, next card first.</translation>
    </message>
    <message>
        <source>The Bonus Payment comes before the Director's Meeting, which comes 5th or later; the cards before it are the service turns. Only you see this order.</source>
        <translation>The Bonus Payment comes before the Director's Meeting, which comes 5th or later; the cards before it are the service turns. Only you see this order.</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>The deck</translation>
    </message>
    <message numerus="yes">
        <source>%n service turn(s) this round.</source>
        <translation>
            <numerusform>%n service turn this round.</numerusform>
            <numerusform>%n service turns this round.</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Back to the games</translation>
    </message>
    <message>
        <source>%1 wins Power Struggle!</source>
        <translation>%1 wins Power Struggle!</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Archenemy</source>
        <translation>Archenemy</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Victory points</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>everyone</translation>
    </message>
    <message>
        <source>of %1 victory points</source>
        <translation>of %1 victory points</translation>
    </message>
    <message>
        <source>victory announced</source>
        <translation>victory announced</translation>
    </message>
    <message>
        <source>reserve: %1</source>
        <translation>reserve: %1</translation>
    </message>
    <message>
        <source>%1, face down until the next meeting</source>
        <translation>%1, face down until the next meeting</translation>
    </message>
    <message>
        <source>%1, bribed side up</source>
        <translation>%1, bribed side up</translation>
    </message>
    <message>
        <source>%1, director side up</source>
        <translation>%1, director side up</translation>
    </message>
    <message>
        <source>Archenemy cards, face down: only their owner knows them until a victory is announced.</source>
        <translation>Archenemy cards, face down: only their owner knows them until a victory is announced.</translation>
    </message>
    <message>
        <source>≈ The money you can count: the open payments, and the bribes between the two of you. Other bribes stay secret.</source>
        <translation>≈ The money you can count: the open payments, and the bribes between the two of you. Other bribes stay secret.</translation>
    </message>
    <message>
        <source>money</source>
        <translation>money</translation>
    </message>
    <message>
        <source>money (est.)</source>
        <translation>money (est.)</translation>
    </message>
    <message>
        <source>archenemy</source>
        <translation>archenemy</translation>
    </message>
    <message>
        <source>Archenemy: %1. Skills: %2.</source>
        <translation>Archenemy: %1. Skills: %2.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Move the focus frame over the targets and buttons</source>
        <translation>Move the focus frame over the targets and buttons</translation>
    </message>
    <message>
        <source>Press the target or button the focus frame is on</source>
        <translation>Press the target or button the focus frame is on</translation>
    </message>
    <message>
        <source>Confirm, when the bar shows Confirm; otherwise press what the focus frame is on</source>
        <translation>Confirm, when the bar shows Confirm; otherwise press what the focus frame is on</translation>
    </message>
    <message>
        <source>Cancel the decision being built</source>
        <translation>Cancel the decision being built</translation>
    </message>
    <message>
        <source>Take back the last step, or the last event card placed on the deck</source>
        <translation>Take back the last step, or the last event card placed on the deck</translation>
    </message>
    <message>
        <source>A to G</source>
        <translation>A to G</translation>
    </message>
    <message>
        <source>Choose the form of action of that letter; where several share it, move the focus frame from one to the next</source>
        <translation>Choose the form of action of that letter; where several share it, move the focus frame from one to the next</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hint: %1</translation>
    </message>
    <message>
        <source>Hint: %1, then %2</source>
        <translation>Hint: %1, then %2</translation>
    </message>
    <message>
        <source>%1: confirm your decision or cancel it.</source>
        <translation>%1: confirm your decision or cancel it.</translation>
    </message>
    <message>
        <source>Confirm: %1</source>
        <translation>Confirm: %1</translation>
    </message>
    <message>
        <source>Effect: %1</source>
        <translation>Effect: %1</translation>
    </message>
    <message>
        <source>The deck is in order: confirm it, or take cards back.</source>
        <translation>The deck is in order: confirm it, or take cards back.</translation>
    </message>
    <message>
        <source>This office already has %1 employees, the most an office may hold.</source>
        <translation>This office already has %1 employees, the most an office may hold.</translation>
    </message>
    <message>
        <source>A new department in %1.</source>
        <translation>A new department in %1.</translation>
    </message>
    <message>
        <source>%1 offers you %2 for your %3 card. If you refuse, you lose an employee of their choice.</source>
        <translation>%1 offers you %2 for your %3 card. If you refuse, you lose an employee of their choice.</translation>
    </message>
    <message>
        <source>%1 offers you %2 for your %3 card. You have no employee left: refusing costs you nothing.</source>
        <translation>%1 offers you %2 for your %3 card. You have no employee left: refusing costs you nothing.</translation>
    </message>
    <message>
        <source>So far: %1</source>
        <translation>So far: %1</translation>
    </message>
    <message>
        <source>Dev</source>
        <comment>privilege card: Development</comment>
        <translation>Dev</translation>
    </message>
    <message>
        <source>HR</source>
        <comment>privilege card: Human Resources</comment>
        <translation>HR</translation>
    </message>
    <message>
        <source>Comms</source>
        <comment>privilege card: Communications</comment>
        <translation>Comms</translation>
    </message>
    <message>
        <source>Acct</source>
        <comment>privilege card: Accounting</comment>
        <translation>Acct</translation>
    </message>
    <message>
        <source>Legal</source>
        <comment>privilege card: Legal &amp; Patents</comment>
        <translation>Legal</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <comment>privilege card: Controlling</comment>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Chair</source>
        <comment>privilege card: Chairman</comment>
        <translation>Chair</translation>
    </message>
    <message>
        <source>A  Hire employees</source>
        <translation>A  Hire employees</translation>
    </message>
    <message>
        <source>B  Found (own employees)</source>
        <translation>B  Found (own employees)</translation>
    </message>
    <message>
        <source>B  Found (new employees)</source>
        <translation>B  Found (new employees)</translation>
    </message>
    <message>
        <source>C  Move departments</source>
        <translation>C  Move departments</translation>
    </message>
    <message>
        <source>C  Merge departments</source>
        <translation>C  Merge departments</translation>
    </message>
    <message>
        <source>D  Resign as head</source>
        <translation>D  Resign as head</translation>
    </message>
    <message>
        <source>E  Bribe other players</source>
        <translation>E  Bribe other players</translation>
    </message>
    <message>
        <source>F  Buy influence</source>
        <translation>F  Buy influence</translation>
    </message>
    <message>
        <source>F  Buy main department</source>
        <translation>F  Buy main department</translation>
    </message>
    <message>
        <source>F  Hire a consultant</source>
        <translation>F  Hire a consultant</translation>
    </message>
    <message>
        <source>F  Buy shares</source>
        <translation>F  Buy shares</translation>
    </message>
    <message>
        <source>G  Development card</source>
        <translation>G  Development card</translation>
    </message>
    <message>
        <source>G  Legal &amp; Patents card</source>
        <translation>G  Legal &amp; Patents card</translation>
    </message>
    <message>
        <source>2 employees from the supply into your offices (more with Human Resources).</source>
        <translation>2 employees from the supply into your offices (more with Human Resources).</translation>
    </message>
    <message>
        <source>1 or 2 new departments from 2 or more of your employees each; one of them becomes the head.</source>
        <translation>1 or 2 new departments from 2 or more of your employees each; one of them becomes the head.</translation>
    </message>
    <message>
        <source>A new department with a manager and 1 employee from the supply; you may move your employees in.</source>
        <translation>A new department with a manager and 1 employee from the supply; you may move your employees in.</translation>
    </message>
    <message>
        <source>Move 1 or 2 departments, or 1 main department, to another division.</source>
        <translation>Move 1 or 2 departments, or 1 main department, to another division.</translation>
    </message>
    <message>
        <source>Two of your departments become a main department: 2 employees dismissed, +1 main-department point.</source>
        <translation>Two of your departments become a main department: 2 employees dismissed, +1 main-department point.</translation>
    </message>
    <message>
        <source>Your division head goes to the board (with his department heads) or the counsel track; your employees there are dismissed; the card turns face down.</source>
        <translation>Your division head goes to the board (with his department heads) or the counsel track; your employees there are dismissed; the card turns face down.</translation>
    </message>
    <message>
        <source>Offer Pinats for another player's privilege card: +1 corruption.</source>
        <translation>Offer Pinats for another player's privilege card: +1 corruption.</translation>
    </message>
    <message>
        <source>Dismiss 3 of your employees: +1 influence.</source>
        <translation>Dismiss 3 of your employees: +1 influence.</translation>
    </message>
    <message>
        <source>Pay 1,500,000 Pinats: a main department without employees, +1 main-department point.</source>
        <translation>Pay 1,500,000 Pinats: a main department without employees, +1 main-department point.</translation>
    </message>
    <message>
        <source>Pay 2,000,000 Pinats: a consultant on a counsel space.</source>
        <translation>Pay 2,000,000 Pinats: a consultant on a counsel space.</translation>
    </message>
    <message>
        <source>Pay for a share certificate: its shares on the shares track.</source>
        <translation>Pay for a share certificate: its shares on the shares track.</translation>
    </message>
    <message>
        <source>Take employees from opponents (or the supply) into your offices.</source>
        <translation>Take employees from opponents (or the supply) into your offices.</translation>
    </message>
    <message>
        <source>Dismiss your employees for as many influence points.</source>
        <translation>Dismiss your employees for as many influence points.</translation>
    </message>
    <message>
        <source>Your offices are full, or you have no department.</source>
        <translation>Your offices are full, or you have no department.</translation>
    </message>
    <message>
        <source>This needs a free office and 2 of your employees.</source>
        <translation>This needs a free office and 2 of your employees.</translation>
    </message>
    <message>
        <source>No division has a free office.</source>
        <translation>No division has a free office.</translation>
    </message>
    <message>
        <source>This needs one of your departments and a free office in another division.</source>
        <translation>This needs one of your departments and a free office in another division.</translation>
    </message>
    <message>
        <source>This needs two of your departments (not main departments).</source>
        <translation>This needs two of your departments (not main departments).</translation>
    </message>
    <message>
        <source>You head no division.</source>
        <translation>You head no division.</translation>
    </message>
    <message>
        <source>This needs 50,000 Pinats and a privilege card in front of another player.</source>
        <translation>This needs 50,000 Pinats and a privilege card in front of another player.</translation>
    </message>
    <message>
        <source>This needs 3 of your employees.</source>
        <translation>This needs 3 of your employees.</translation>
    </message>
    <message>
        <source>This costs 1,500,000 Pinats and needs a free office.</source>
        <translation>This costs 1,500,000 Pinats and needs a free office.</translation>
    </message>
    <message>
        <source>This costs 2,000,000 Pinats.</source>
        <translation>This costs 2,000,000 Pinats.</translation>
    </message>
    <message>
        <source>You cannot pay for any certificate left in the stock.</source>
        <translation>You cannot pay for any certificate left in the stock.</translation>
    </message>
    <message>
        <source>This needs the Development card face up in front of you and room in your offices.</source>
        <translation>This needs the Development card face up in front of you and room in your offices.</translation>
    </message>
    <message>
        <source>This needs the Legal &amp; Patents card face up in front of you and employees to dismiss.</source>
        <translation>This needs the Legal &amp; Patents card face up in front of you and employees to dismiss.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Setup</translation>
    </message>
    <message>
        <source>Initial placement</source>
        <translation>Initial placement</translation>
    </message>
    <message>
        <source>Director's meeting</source>
        <translation>Director's meeting</translation>
    </message>
    <message>
        <source>Service phase</source>
        <translation>Service phase</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message>
        <source>1 Chairman steps down</source>
        <translation>1 Chairman steps down</translation>
    </message>
    <message>
        <source>2 New Chairman</source>
        <translation>2 New Chairman</translation>
    </message>
    <message>
        <source>3 Division heads</source>
        <translation>3 Division heads</translation>
    </message>
    <message>
        <source>4 Privilege cards</source>
        <translation>4 Privilege cards</translation>
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
        <translation>7 Event deck</translation>
    </message>
    <message>
        <source>I</source>
        <comment>influence</comment>
        <translation>I</translation>
    </message>
    <message>
        <source>S</source>
        <comment>shares</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>M</source>
        <comment>main departments</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>C</source>
        <comment>corruption</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>K</source>
        <comment>counsel</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <comment>an archenemy skill: its letter and its name</comment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Offer %1</source>
        <translation>Offer %1</translation>
    </message>
    <message>
        <source>Everyone is paid for certificates, departments, board seats and the Chairman.</source>
        <translation>Everyone is paid for certificates, departments, board seats and the Chairman.</translation>
    </message>
    <message>
        <source>The round ends: the director's meeting begins.</source>
        <translation>The round ends: the director's meeting begins.</translation>
    </message>
    <message>
        <source>Motivation goes down by 1.</source>
        <translation>Motivation goes down by 1.</translation>
    </message>
    <message>
        <source>Motivation goes down by 2.</source>
        <translation>Motivation goes down by 2.</translation>
    </message>
    <message>
        <source>Motivation goes up by 1.</source>
        <translation>Motivation goes up by 1.</translation>
    </message>
    <message>
        <source>The deck's arranger pays 100,000 Pinats to each other player.</source>
        <translation>The deck's arranger pays 100,000 Pinats to each other player.</translation>
    </message>
    <message>
        <source>The Chairman leaves with 200,000 Pinats; the Chairman card turns face down.</source>
        <translation>The Chairman leaves with 200,000 Pinats; the Chairman card turns face down.</translation>
    </message>
    <message>
        <source>The Chairman and every division head except that of Communications pay 100,000 Pinats each.</source>
        <translation>The Chairman and every division head except that of Communications pay 100,000 Pinats each.</translation>
    </message>
    <message>
        <source>Each board member pays 100,000 Pinats.</source>
        <translation>Each board member pays 100,000 Pinats.</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Nothing happens.</translation>
    </message>
    <message>
        <source>Any move will do: pick one at random.</source>
        <translation>Any move will do: pick one at random.</translation>
    </message>
    <message>
        <source>Place it exactly where the site inspector showed.</source>
        <translation>Place it exactly where the site inspector showed.</translation>
    </message>
    <message>
        <source>Spots tried: %1. This one meets the instruction; no other piece moves more than %2 mm.</source>
        <translation>Spots tried: %1. This one meets the instruction; no other piece moves more than %2 mm.</translation>
    </message>
    <message>
        <source>Spots tried: %1. This one stands and leaves room for the next piece of the instruction.</source>
        <translation>Spots tried: %1. This one stands and leaves room for the next piece of the instruction.</translation>
    </message>
    <message>
        <source>Take the highest fallen piece off the way that shakes the rest of the site least (when tried, no other piece moved more than %1 mm).</source>
        <translation>Take the highest fallen piece off the way that shakes the rest of the site least (when tried, no other piece moved more than %1 mm).</translation>
    </message>
    <message>
        <source>Spots tried: %1. This one stands and looks best for the next piece of the instruction, not tried yet.</source>
        <translation>Spots tried: %1. This one stands and looks best for the next piece of the instruction, not tried yet.</translation>
    </message>
    <message>
        <source>Every spot I tried ends in an accident.</source>
        <translation>Every spot I tried ends in an accident.</translation>
    </message>
    <message>
        <source>Nothing I tried meets the instruction.</source>
        <translation>Nothing I tried meets the instruction.</translation>
    </message>
    <message>
        <source>Two tries have missed: the site inspector will say whether anything meets the instruction.</source>
        <translation>Two tries have missed: the site inspector will say whether anything meets the instruction.</translation>
    </message>
    <message>
        <source>Nothing I tried leaves a way to place the rest of the instruction.</source>
        <translation>Nothing I tried leaves a way to place the rest of the instruction.</translation>
    </message>
    <message>
        <source>Spots tried: %1. This one meets the instruction, and no other piece moves.</source>
        <translation>Spots tried: %1. This one meets the instruction, and no other piece moves.</translation>
    </message>
    <message>
        <source>Spots tried: %1. None met the instruction for sure; this one stands best: try it and see.</source>
        <translation>Spots tried: %1. None met the instruction for sure; this one stands best: try it and see.</translation>
    </message>
    <message>
        <source>Every way of taking the highest fallen piece off makes a fall: take this one off first (when tried, no other piece moved more than %1 mm).</source>
        <translation>Every way of taking the highest fallen piece off makes a fall: take this one off first (when tried, no other piece moved more than %1 mm).</translation>
    </message>
    <message>
        <source>Take the highest fallen piece off the way that shakes the rest of the site least: when tried, no other piece moved.</source>
        <translation>Take the highest fallen piece off the way that shakes the rest of the site least: when tried, no other piece moved.</translation>
    </message>
    <message>
        <source>Every way of taking the highest fallen piece off makes a fall: take this one off first; when tried, no other piece moved.</source>
        <translation>Every way of taking the highest fallen piece off makes a fall: take this one off first; when tried, no other piece moved.</translation>
    </message>
    <message>
        <source>The inspector has withdrawn and no spot I tried works: let it go over the middle and see.</source>
        <translation>The inspector has withdrawn and no spot I tried works: let it go over the middle and see.</translation>
    </message>
    <message>
        <source>Taking the fallen support away would shake the site more than leaving it.</source>
        <translation>Taking the fallen support away would shake the site more than leaving it.</translation>
    </message>
    <message>
        <source>No card in my hand makes the instruction clearly easier.</source>
        <translation>No card in my hand makes the instruction clearly easier.</translation>
    </message>
    <message>
        <source>This Foreman card makes the instruction clearly easier.</source>
        <translation>This Foreman card makes the instruction clearly easier.</translation>
    </message>
    <message>
        <source>I found a spot that meets the instruction, and the Foreman cards are worth keeping.</source>
        <translation>I found a spot that meets the instruction, and the Foreman cards are worth keeping.</translation>
    </message>
    <message>
        <source>I found no spot that meets the instruction as it stands, and one with this Foreman card.</source>
        <translation>I found no spot that meets the instruction as it stands, and one with this Foreman card.</translation>
    </message>
    <message>
        <source>I found no spot that meets the instruction, nor one for any card in my hand: I keep the cards, and the site inspector may find one.</source>
        <translation>I found no spot that meets the instruction, nor one for any card in my hand: I keep the cards, and the site inspector may find one.</translation>
    </message>
    <message>
        <source>An action picked at random, without weighing it.</source>
        <translation>An action picked at random, without weighing it.</translation>
    </message>
    <message>
        <source>Playing for %1: of %2 moves I can make, this one leaves me best placed against the best of the others.</source>
        <translation>Playing for %1: of %2 moves I can make, this one leaves me best placed against the best of the others.</translation>
    </message>
    <message>
        <source>Go on with the action already planned.</source>
        <translation>Go on with the action already planned.</translation>
    </message>
    <message>
        <source>Only one way to go from here.</source>
        <translation>Only one way to go from here.</translation>
    </message>
    <message>
        <source>Playing for %1: one move stands out from the others here, no need to look further ahead.</source>
        <translation>Playing for %1: one move stands out from the others here, no need to look further ahead.</translation>
    </message>
    <message>
        <source>Playing for %1. In %2 imagined games where everyone plays his best move, this line gives me %3% of the win; the next best of the %4 lines I compared, %5%.</source>
        <translation>Playing for %1. In %2 imagined games where everyone plays his best move, this line gives me %3% of the win; the next best of the %4 lines I compared, %5%.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 or %2</translation>
    </message>
    <message>
        <source>Boss Rita</source>
        <translation>Boss Rita</translation>
    </message>
    <message>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <source>How</source>
        <translation>How</translation>
    </message>
    <message>
        <source>Card %1, its back. Played on the draw pile, it changes what to add: %2.</source>
        <translation>Card %1, its back. Played on the draw pile, it changes what to add: %2.</translation>
    </message>
    <message>
        <source>Card %1, its front. Played on the discard pile, it changes how: %2.</source>
        <translation>Card %1, its front. Played on the discard pile, it changes how: %2.</translation>
    </message>
    <message>
        <source>Supports</source>
        <translation>Supports</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Workers</translation>
    </message>
    <message>
        <source>Bricks</source>
        <translation>Bricks</translation>
    </message>
    <message>
        <source>Beams</source>
        <translation>Beams</translation>
    </message>
    <message>
        <source>Orange girders</source>
        <translation>Orange girders</translation>
    </message>
    <message>
        <source>Purple girders</source>
        <translation>Purple girders</translation>
    </message>
    <message>
        <source>Black girders</source>
        <translation>Black girders</translation>
    </message>
    <message>
        <source>White girders</source>
        <translation>White girders</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 Employee of the Month award(s)</source>
        <translation>
            <numerusform>%n of %1 Employee of the Month awards</numerusform>
            <numerusform>%n of %1 Employee of the Month awards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Foreman card(s) in hand</source>
        <translation>
            <numerusform>%n Foreman card in hand</numerusform>
            <numerusform>%n Foreman cards in hand</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your Foreman cards</source>
        <translation>Your Foreman cards</translation>
    </message>
    <message>
        <source>The clean-up first: the next instruction card comes after it.</source>
        <translation>The clean-up first: the next instruction card comes after it.</translation>
    </message>
    <message>
        <source>Boss Rita has come: the highest piece earns Employee of the Month.</source>
        <translation>Boss Rita has come: the highest piece earns Employee of the Month.</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Press and drag on the site</source>
        <translation>Press and drag on the site</translation>
    </message>
    <message>
        <source>Take the chosen piece there and move it; release to let go</source>
        <translation>Take the chosen piece there and move it; release to let go</translation>
    </message>
    <message>
        <source>Click on the site</source>
        <translation>Click on the site</translation>
    </message>
    <message>
        <source>Take the chosen piece there; click again to let go</source>
        <translation>Take the chosen piece there; click again to let go</translation>
    </message>
    <message>
        <source>Wheel, Q, E</source>
        <translation>Wheel, Q, E</translation>
    </message>
    <message>
        <source>Turn the held piece</source>
        <translation>Turn the held piece</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Arrows</translation>
    </message>
    <message>
        <source>Move the held piece; without one, move the view</source>
        <translation>Move the held piece; without one, move the view</translation>
    </message>
    <message>
        <source>Take the chosen piece above the site, or let go of the held one</source>
        <translation>Take the chosen piece above the site, or let go of the held one</translation>
    </message>
    <message>
        <source>Right click, Esc</source>
        <translation>Right click, Esc</translation>
    </message>
    <message>
        <source>Put the held piece back in the reserve</source>
        <translation>Put the held piece back in the reserve</translation>
    </message>
    <message>
        <source>Ctrl+wheel, +, -</source>
        <translation>Ctrl+wheel, +, -</translation>
    </message>
    <message>
        <source>Zoom the site</source>
        <translation>Zoom the site</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Fit the whole site in view</source>
        <translation>Fit the whole site in view</translation>
    </message>
    <message>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <source>Call the site inspector</source>
        <translation>Call the site inspector</translation>
    </message>
    <message>
        <source>Middle button drag</source>
        <translation>Middle button drag</translation>
    </message>
    <message>
        <source>Move the view (the left button too when there is no piece to take)</source>
        <translation>Move the view (the left button too when there is no piece to take)</translation>
    </message>
    <message>
        <source>Take %1 carrying %2</source>
        <translation>Take %1 carrying %2</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Take %1</translation>
    </message>
    <message>
        <source>leave %1 where it lies</source>
        <translation>leave %1 where it lies</translation>
    </message>
    <message>
        <source>highest piece</source>
        <translation>highest piece</translation>
    </message>
    <message>
        <source>Use the beginner site</source>
        <translation>Use the beginner site</translation>
    </message>
    <message>
        <source>%1 (the same instruction)</source>
        <translation>%1 (the same instruction)</translation>
    </message>
    <message>
        <source>Click the fallen piece, outlined in blue, to put it back in the reserve, or use the button.</source>
        <translation>Click the fallen piece, outlined in blue, to put it back in the reserve, or use the button.</translation>
    </message>
    <message>
        <source>Click each fallen piece, outlined in red (the next one in blue), to put it back in the reserve, or use the button for the blue one.</source>
        <translation>Click each fallen piece, outlined in red (the next one in blue), to put it back in the reserve, or use the button for the blue one.</translation>
    </message>
    <message>
        <source>To leave a support, or a girder you set back on the site, hold Shift as you let go.</source>
        <translation>To leave a support, or a girder you set back on the site, hold Shift as you let go.</translation>
    </message>
    <message numerus="yes">
        <source>Careful: %n piece(s) of the site (outlined in orange) rest on the one outlined in blue, and may fall as it comes off.</source>
        <translation>
            <numerusform>Careful: %n piece of the site (outlined in orange) rests on the one outlined in blue, and may fall as it comes off.</numerusform>
            <numerusform>Careful: %n pieces of the site (outlined in orange) rest on the one outlined in blue, and may fall as it comes off.</numerusform>
        </translation>
    </message>
    <message>
        <source>The hook takes only the fallen pieces, outlined in red.</source>
        <translation>The hook takes only the fallen pieces, outlined in red.</translation>
    </message>
    <message>
        <source>The piece is in your hand: move it, turn it and click again to let go; Esc puts it back.</source>
        <translation>The piece is in your hand: move it, turn it and click again to let go; Esc puts it back.</translation>
    </message>
    <message>
        <source>No room here: press higher up.</source>
        <translation>No room here: press higher up.</translation>
    </message>
    <message>
        <source>Drag the piece, turn it with the wheel (or Q and E) and release the button to set it down; Esc puts it back.</source>
        <translation>Drag the piece, turn it with the wheel (or Q and E) and release the button to set it down; Esc puts it back.</translation>
    </message>
    <message>
        <source>The hard bot says: “%1”</source>
        <translation>The hard bot says: “%1”</translation>
    </message>
    <message>
        <source>Press on the site where the piece should appear, drag it there and let go.</source>
        <translation>Press on the site where the piece should appear, drag it there and let go.</translation>
    </message>
    <message>
        <source>Card %1 on the draw pile: %2</source>
        <translation>Card %1 on the draw pile: %2</translation>
    </message>
    <message>
        <source>Card %1 on the discard pile: %2</source>
        <translation>Card %1 on the discard pile: %2</translation>
    </message>
    <message>
        <source>Keep the instruction</source>
        <translation>Keep the instruction</translation>
    </message>
    <message>
        <source>put %1 back in the reserve</source>
        <translation>put %1 back in the reserve</translation>
    </message>
    <message>
        <source>The site inspector is looking for a way to do it…</source>
        <translation>The site inspector is looking for a way to do it…</translation>
    </message>
    <message>
        <source>Your hand is tiring: let go within ten seconds or the piece goes back.</source>
        <translation>Your hand is tiring: let go within ten seconds or the piece goes back.</translation>
    </message>
    <message>
        <source>You held the piece for two minutes: it went back to the reserve. Take it again.</source>
        <translation>You held the piece for two minutes: it went back to the reserve. Take it again.</translation>
    </message>
    <message>
        <source>The piece is let go: the site settles.</source>
        <translation>The piece is let go: the site settles.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Hint: %1.</translation>
    </message>
    <message>
        <source>%1 and %2 reveal their bids…</source>
        <translation>%1 and %2 reveal their bids…</translation>
    </message>
    <message>
        <source>Nothing this time, whatever the duel is worth.</source>
        <translation>Nothing this time, whatever the duel is worth.</translation>
    </message>
    <message>
        <source>Climbing is worth about %1 here: a bid of about that, give or take, whatever the opponent does.</source>
        <translation>Climbing is worth about %1 here: a bid of about that, give or take, whatever the opponent does.</translation>
    </message>
    <message>
        <source>Half the time the opponent bids %1 or less; this bid wins the duel %2% of the time.</source>
        <translation>Half the time the opponent bids %1 or less; this bid wins the duel %2% of the time.</translation>
    </message>
    <message>
        <source>Half the time the opponent bids %1 or less. This bid wins %2% of the time and ties %3%: a gamble worth its cost.</source>
        <translation>Half the time the opponent bids %1 or less. This bid wins %2% of the time and ties %3%: a gamble worth its cost.</translation>
    </message>
    <message>
        <source>Half the time the opponent bids nothing; this bid wins the duel %1% of the time.</source>
        <translation>Half the time the opponent bids nothing; this bid wins the duel %1% of the time.</translation>
    </message>
    <message>
        <source>The opponent most likely bids nothing either: neither duellist wants to pay for this duel yet.</source>
        <translation>The opponent most likely bids nothing either: neither duellist wants to pay for this duel yet.</translation>
    </message>
    <message>
        <source>Half the time the opponent bids %1 or more; in the final the losing bid is paid too, so this bid risks little.</source>
        <translation>Half the time the opponent bids %1 or more; in the final the losing bid is paid too, so this bid risks little.</translation>
    </message>
    <message>
        <source>Half the time the opponent bids %1 or more; the cards are better kept for the duels of the other figures.</source>
        <translation>Half the time the opponent bids %1 or more; the cards are better kept for the duels of the other figures.</translation>
    </message>
    <message>
        <source>Half the time the opponent bids %1 or more; outbidding that is not worth it, and the kitchen pays the loser the difference.</source>
        <translation>Half the time the opponent bids %1 or more; outbidding that is not worth it, and the kitchen pays the loser the difference.</translation>
    </message>
    <message>
        <source>The opponent has bid wildly so far and may bid anything up to %1: this bid wins the duel %2% of the time.</source>
        <translation>The opponent has bid wildly so far and may bid anything up to %1: this bid wins the duel %2% of the time.</translation>
    </message>
    <message>
        <source>The opponent has bid wildly so far and may bid anything up to %1: this bid wins %2% of the time and ties %3%.</source>
        <translation>The opponent has bid wildly so far and may bid anything up to %1: this bid wins %2% of the time and ties %3%.</translation>
    </message>
    <message>
        <source>The opponent has bid wildly so far and may bid anything up to %1: let them overpay; this bid wins %2% of the time.</source>
        <translation>The opponent has bid wildly so far and may bid anything up to %1: let them overpay; this bid wins %2% of the time.</translation>
    </message>
    <message>
        <source>Whole site</source>
        <translation>Whole site</translation>
    </message>
    <message>
        <source>Fit the whole site in view (F)</source>
        <translation>Fit the whole site in view (F)</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>victory points</translation>
    </message>
    <message>
        <source>progress in %1</source>
        <translation>progress in %1</translation>
    </message>
    <message>
        <source>the archenemy point</source>
        <translation>the archenemy point</translation>
    </message>
    <message>
        <source>departments and employees</source>
        <translation>departments and employees</translation>
    </message>
    <message>
        <source>Pinats</source>
        <translation>Pinats</translation>
    </message>
    <message>
        <source>spaces on the counsel track</source>
        <translation>spaces on the counsel track</translation>
    </message>
    <message>
        <source>Accepting brings me %1, worth more to me than what refusing keeps: accept.</source>
        <translation>Accepting brings me %1, worth more to me than what refusing keeps: accept.</translation>
    </message>
    <message>
        <source>Refusing keeps %1, worth more to me than the bribe: refuse.</source>
        <translation>Refusing keeps %1, worth more to me than the bribe: refuse.</translation>
    </message>
    <message>
        <source>the majority in %1</source>
        <translation>the majority in %1</translation>
    </message>
    <message>
        <source>the %1 privilege card</source>
        <translation>the %1 privilege card</translation>
    </message>
    <message>
        <source>seats on the board</source>
        <translation>seats on the board</translation>
    </message>
    <message>
        <source>division heads</source>
        <translation>division heads</translation>
    </message>
    <message>
        <source>holding back the strongest of the others (%1)</source>
        <translation>holding back the strongest of the others (%1)</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>%1 service turns before the Director's Meeting, and the cards that would hurt me after it, where they are never revealed.</source>
        <translation>%1 service turns before the Director's Meeting, and the cards that would hurt me after it, where they are never revealed.</translation>
    </message>
    <message>
        <source>Falls in motivation first, for my %1 privilege card; %2 service turns before the Director's Meeting, and the cards that would hurt me after it, where they are never revealed.</source>
        <translation>Falls in motivation first, for my %1 privilege card; %2 service turns before the Director's Meeting, and the cards that would hurt me after it, where they are never revealed.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>%1–%2 players · about %3 minutes</source>
        <translation>%1–%2 players · about %3 minutes</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Pass the screen to %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <source>Hint: the hard bot is thinking…</source>
        <translation>Hint: the hard bot is thinking…</translation>
    </message>
    <message>
        <source>No hint this time: the hard bot could not work one out.</source>
        <translation>No hint this time: the hard bot could not work one out.</translation>
    </message>
    <message>
        <source>Hint from the hard bot: %1.</source>
        <translation>Hint from the hard bot: %1.</translation>
    </message>
    <message>
        <source>(%1: “%2”)</source>
        <translation>(%1: “%2”)</translation>
    </message>
    <message>
        <source>What happened before is not known: the save this game was opened from did not keep it.</source>
        <translation>What happened before is not known: the save this game was opened from did not keep it.</translation>
    </message>
    <message>
        <source>The bots' reasons are told for the moves they made in this window since the setting was on: saves do not keep them.</source>
        <translation>The bots' reasons are told for the moves they made in this window since the setting was on: saves do not keep them.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>What happened</translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Board games to play against bots or with friends on one screen</source>
        <translation>Board games to play against bots or with friends on one screen</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Resume the game you played last, where you left it</source>
        <translation>Resume the game you played last, where you left it</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Saved games</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>You have begun an action that is not played yet. If you leave now, the game is kept as it was before this action, and the action starts afresh when you continue.</source>
        <translation>You have begun an action that is not played yet. If you leave now, the game is kept as it was before this action, and the action starts afresh when you continue.</translation>
    </message>
    <message>
        <source>"%1" is a game this version cannot show yet.</source>
        <translation>"%1" is a game this version cannot show yet.</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Look in:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Files of type:</translation>
    </message>
    <message>
        <source>Ludothèque saves (%1)</source>
        <translation>Ludothèque saves (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <source>Game exported to "%1".</source>
        <translation>Game exported to "%1".</translation>
    </message>
    <message>
        <source>Export this game</source>
        <translation>Export this game</translation>
    </message>
    <message>
        <source>Game saved, but not the action you have begun: it starts afresh when you continue.</source>
        <translation>Game saved, but not the action you have begun: it starts afresh when you continue.</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>Game saved.</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>No game is being played.</translation>
    </message>
    <message>
        <source>Take back your last move, and the bots' moves since.</source>
        <translation>Take back your last move, and the bots' moves since.</translation>
    </message>
    <message>
        <source>Nothing to undo until a player has taken the screen.</source>
        <translation>Nothing to undo until a player has taken the screen.</translation>
    </message>
    <message>
        <source>The screen is passed on: the moves before the cover cannot be taken back.</source>
        <translation>The screen is passed on: the moves before the cover cannot be taken back.</translation>
    </message>
    <message>
        <source>Nothing to undo yet: you have not made a move.</source>
        <translation>Nothing to undo yet: you have not made a move.</translation>
    </message>
    <message>
        <source>Moves made before this game was opened cannot be taken back.</source>
        <translation>Moves made before this game was opened cannot be taken back.</translation>
    </message>
    <message>
        <source>Something was drawn or revealed since your last move: it cannot be taken back.</source>
        <translation>Something was drawn or revealed since your last move: it cannot be taken back.</translation>
    </message>
    <message>
        <source>Another player has played since your last move: it cannot be taken back.</source>
        <translation>Another player has played since your last move: it cannot be taken back.</translation>
    </message>
    <message>
        <source>Ludothèque</source>
        <translation>Ludothèque</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Leave the game</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation>&amp;Open a saved game…</translation>
    </message>
    <message>
        <source>&amp;Export this game…</source>
        <translation>&amp;Export this game…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as new file</source>
        <translation>Save &amp;as new file</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>A good move for you, and why (H)</source>
        <translation>A good move for you, and why (H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;Back to the games</source>
        <translation>&amp;Back to the games</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Continue last game</source>
        <translation>&amp;Continue last game</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Language and animations…</source>
        <translation>&amp;Language and animations…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Each player needs a colour of their own.</source>
        <translation>Each player needs a colour of their own.</translation>
    </message>
    <message>
        <source>Each player needs a name of their own.</source>
        <translation>Each player needs a name of their own.</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>New game of %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>vermilion</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>purple</translation>
    </message>
    <message>
        <source>bot (%1)</source>
        <translation>bot (%1)</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Seed (optional)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>The same seed and seats deal the same game again</source>
        <translation>The same seed and seats deal the same game again</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Pass the screen to %1</translation>
    </message>
    <message>
        <source>The others look away: what follows is for %1's eyes only.</source>
        <translation>The others look away: what follows is for %1's eyes only.</translation>
    </message>
    <message>
        <source>I am %1: show my game</source>
        <translation>I am %1: show my game</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation>Rules of %1</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>%1 (autosave)</source>
        <translation>%1 (autosave)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>%1 bot</source>
        <comment>a bot's level, then bot</comment>
        <translation>%1 bot</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Delete "%1" for good?</source>
        <translation>Delete "%1" for good?</translation>
    </message>
    <message>
        <source>made by a newer version of Ludothèque</source>
        <translation>made by a newer version of Ludothèque</translation>
    </message>
    <message>
        <source>Delete the game of %1 from %2 for good?</source>
        <translation>Delete the game of %1 from %2 for good?</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Saved games</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Saved</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progress</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <source>Tell in the log why the bots play their moves</source>
        <translation>Tell in the log why the bots play their moves</translation>
    </message>
    <message>
        <source>In a game with people they are told once it is over: a reason could give away a choice the rules keep hidden, such as a bid not yet shown.</source>
        <translation>In a game with people they are told once it is over: a reason could give away a choice the rules keep hidden, such as a bid not yet shown.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the buttons</source>
        <translation>Move between the buttons</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <source>Press the focused button</source>
        <translation>Press the focused button</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>%1 table</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Window</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>The games</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>What they do</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>No finished game yet.</source>
        <translation>No finished game yet.</translation>
    </message>
    <message>
        <source>Each player of each game counts once: two people in one game are two human players.</source>
        <translation>Each player of each game counts once: two people in one game are two human players.</translation>
    </message>
    <message>
        <source>Finished games in all: %1</source>
        <translation>Finished games in all: %1</translation>
    </message>
    <message>
        <source>%1 bot</source>
        <comment>a bot's level, then bot</comment>
        <translation>%1 bot</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Player type</source>
        <translation>Player type</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Winners</translation>
    </message>
    <message>
        <source>Win share</source>
        <translation>Win share</translation>
    </message>
</context>
<context>
    <name>UnsavedMark</name>
    <message>
        <source>Not saved</source>
        <translation>Not saved</translation>
    </message>
</context>
</TS>
