/// Rules about the inputs themselves: could they be read at all.
public enum InputRules {}
