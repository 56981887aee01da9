// Generated code. Do not modify. Run npm run gen.
export const validate = validate29;

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate29.errors = null;
return true;
}
