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
        <source>The piles are being dealt.</source>
        <translation>The piles are being dealt.</translation>
    </message>
    <message>
        <source>%1: choose your bid against %2 for the duel on %3.</source>
        <translation>%1: choose your bid against %2 for the duel on %3.</translation>
    </message>
    <message>
        <source>bid %1 (%2)</source>
        <translation>bid %1 (%2)</translation>
    </message>
    <message>
        <source>a draw of chance</source>
        <translation>a draw of chance</translation>
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
        <source>%1 wins %2 to %3 and climbs. %4 should get %5 from the kitchen, but it only had %6.</source>
        <translation>%1 wins %2 to %3 and climbs. %4 should get %5 from the kitchen, but it only had %6.</translation>
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
    <message>
        <source>challenger</source>
        <translation>challenger</translation>
    </message>
    <message>
        <source>semi-finalist</source>
        <translation>semi-finalist</translation>
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
        <source>Back to launcher</source>
        <translation>Back to launcher</translation>
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
    <message>
        <source>%1 in hand + %2 from %3 = %4</source>
        <translation>%1 in hand + %2 from %3 = %4</translation>
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
        <translation>winner</translation>
    </message>
    <message>
        <source>no figure in the building: cannot win</source>
        <translation>no figure in the building: cannot win</translation>
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
        <source>Your bid — click a card to take it back</source>
        <translation>Your bid — click a card to take it back</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>hint: %1</source>
        <translation>hint: %1</translation>
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
    <message numerus="yes">
        <source>%n figure(s) still in play</source>
        <translation>
            <numerusform>%n figure still in play</numerusform>
            <numerusform>%n figures still in play</numerusform>
        </translation>
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
        <source>vs</source>
        <translation>vs</translation>
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
        <source>The file "%1" is larger than %2 MiB, too large to be one of ours</source>
        <translation>The file "%1" is larger than %2 MiB, too large to be one of ours</translation>
    </message>
    <message>
        <source>The file "%1" is not UTF-8 text (byte %2)</source>
        <translation>The file "%1" is not UTF-8 text (byte %2)</translation>
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
        <source>The save "%1" was made by a newer Ludothèque (save format %2; this version reads up to %3)</source>
        <translation>The save "%1" was made by a newer Ludothèque (save format %2; this version reads up to %3)</translation>
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
        <source>The save "%1" is of a game this Ludothèque does not know (%2)</source>
        <translation>The save "%1" is of a game this Ludothèque does not know (%2)</translation>
    </message>
    <message>
        <source>The save "%1" follows newer rules of this game (version %2; this Ludothèque plays version %3)</source>
        <translation>The save "%1" follows newer rules of this game (version %2; this Ludothèque plays version %3)</translation>
    </message>
    <message>
        <source>The save "%1" follows older rules of this game (version %2) that this Ludothèque no longer plays</source>
        <translation>The save "%1" follows older rules of this game (version %2) that this Ludothèque no longer plays</translation>
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
        <source>The save "%1" has moves that do not lead to its position</source>
        <translation>The save "%1" has moves that do not lead to its position</translation>
    </message>
    <message>
        <source>The file "%1" cannot be deleted (%2)</source>
        <translation>The file "%1" cannot be deleted (%2)</translation>
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
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <source>Hint: the hard bot would %1.</source>
        <translation>Hint: the hard bot would %1.</translation>
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
        <source>"%1" is a game this version cannot show yet.</source>
        <translation>"%1" is a game this version cannot show yet.</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>Game saved.</translation>
    </message>
    <message>
        <source>Ludothèque</source>
        <translation>Ludothèque</translation>
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
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;Back to launcher</source>
        <translation>&amp;Back to launcher</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Language…</source>
        <translation>&amp;Language…</translation>
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
        <source>red</source>
        <translation>red</translation>
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
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>purple</translation>
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
        <source>The others look away: what follows is for this player's eyes only.</source>
        <translation>The others look away: what follows is for this player's eyes only.</translation>
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
        <source>move %1</source>
        <translation>move %1</translation>
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
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>No finished game yet.</source>
        <translation>No finished game yet.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) in all.</source>
        <translation>
            <numerusform>%n finished game in all.</numerusform>
            <numerusform>%n finished games in all.</numerusform>
        </translation>
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
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Win share</source>
        <translation>Win share</translation>
    </message>
</context>
</TS>
